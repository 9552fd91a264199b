/**
 * Word lists and text templates for the demo district (Hyderabad and
 * Secunderabad area). Plain, plausible text; people are fictional.
 */

export interface Community {
  weight: number;
  male: readonly string[];
  female: readonly string[];
  /** Family names written first ("Kandula Srinivas") or as an initial ("K. Srinivas Reddy"). */
  family: readonly string[];
  /** Name endings written last ("Srinivas Reddy"); empty when the community does not use them. */
  suffixMale: readonly string[];
  suffixFemale: readonly string[];
}

const TELUGU: Community = {
  weight: 88,
  male: [
    'Srinivas', 'Venkata Ramana', 'Ravi Kumar', 'Suresh', 'Ramesh', 'Mahesh', 'Naresh', 'Rajesh', 'Prasad', 'Venkatesh',
    'Nagaraju', 'Satyanarayana', 'Krishna', 'Rama Krishna', 'Murali Krishna', 'Sai Kumar', 'Chandrasekhar', 'Raghavendra',
    'Madhusudhan', 'Bhaskar', 'Anil Kumar', 'Sunil', 'Praveen', 'Kiran Kumar', 'Vamshi', 'Harish', 'Sridhar', 'Gopal',
    'Narasimha', 'Hanumantha', 'Koteswara', 'Sambasiva', 'Subba', 'Mallikarjun', 'Shiva Kumar', 'Rajasekhar', 'Vijay Kumar',
    'Ashok', 'Jagadeesh', 'Kishore', 'Lokesh', 'Mohan', 'Nagendra', 'Prabhakar', 'Ranga', 'Sudhakar', 'Surya Prakash',
    'Umamaheswara', 'Vasudev', 'Yadagiri', 'Balaraju', 'Durga Prasad', 'Eswar', 'Gangadhar', 'Hari Prasad', 'Janardhan',
    'Kalyan', 'Laxman', 'Manohar', 'Narendra', 'Omkar', 'Pavan Kumar', 'Raghu', 'Sandeep', 'Tirupathi', 'Upendra', 'Vinod',
    'Yugandhar', 'Anand', 'Bharath', 'Chaitanya', 'Dinesh', 'Ganesh', 'Karthik', 'Naveen', 'Pradeep', 'Sanjay', 'Srikanth',
    'Sudheer', 'Venu Gopal', 'Vishnu', 'Adinarayana', 'Dattatreya', 'Indrasena', 'Jaipal', 'Obul', 'Pulla', 'Zaheer',
  ],
  female: [
    'Lakshmi', 'Padmavathi', 'Sujatha', 'Anuradha', 'Aruna', 'Radha', 'Vijaya Lakshmi', 'Sarada', 'Swarupa', 'Kavitha',
    'Madhavi', 'Sunitha', 'Jyothi', 'Rama Devi', 'Sridevi', 'Bhavani', 'Vani', 'Hymavathi', 'Prasanna', 'Sailaja', 'Sirisha',
    'Sravani', 'Deepika', 'Divya', 'Haritha', 'Keerthi', 'Mounika', 'Navya', 'Pallavi', 'Rajani', 'Roja', 'Sandhya',
    'Shanthi', 'Swathi', 'Uma', 'Varalakshmi', 'Annapurna', 'Durga', 'Geetha', 'Indira', 'Kalyani', 'Lalitha', 'Manjula',
    'Neeraja', 'Parvathi', 'Rekha', 'Saraswathi', 'Tulasi', 'Usha Rani', 'Vasantha', 'Anitha', 'Bhargavi', 'Chandrika',
    'Hemalatha', 'Jhansi', 'Latha', 'Mamatha', 'Nirmala', 'Pushpa', 'Ratna Kumari', 'Suneetha', 'Vidya', 'Yamuna', 'Ooha',
  ],
  family: [
    'Kandula', 'Bandi', 'Gadde', 'Yerram', 'Bommu', 'Kotha', 'Nalla', 'Pasupuleti', 'Vemula', 'Akula', 'Mandava', 'Ponnam',
    'Jupally', 'Boddu', 'Chinta', 'Duggirala', 'Gunda', 'Kasturi', 'Madiraju', 'Nimmagadda', 'Paruchuri', 'Ravuri',
    'Tummala', 'Uppala', 'Velaga', 'Yarlagadda', 'Alluri', 'Bheemreddy', 'Challa', 'Dasari', 'Erukala', 'Garlapati',
    'Inturi', 'Jonnalagadda', 'Katta', 'Lingala', 'Maddi', 'Nandigam', 'Oruganti', 'Putta', 'Rachamalla', 'Samala',
    'Thota', 'Vadde', 'Addanki', 'Bollineni', 'Cherukuri', 'Devineni', 'Gorantla', 'Koneru', 'Mullapudi', 'Potluri',
  ],
  suffixMale: ['Reddy', 'Rao', 'Naidu', 'Goud', 'Chowdary', 'Sharma', 'Varma', 'Raju', 'Setty', 'Yadav', 'Murthy', 'Sastry', 'Achari', 'Gupta', 'Babu'],
  suffixFemale: ['Reddy', 'Naidu', 'Chowdary', 'Goud', 'Sharma', 'Varma', 'Gupta', 'Devi'],
};

const MARWARI: Community = {
  weight: 5,
  male: ['Rakesh', 'Sunil', 'Manoj', 'Vinod', 'Pawan', 'Rajendra', 'Sanjay', 'Ashish', 'Gaurav', 'Mukesh', 'Vikas', 'Anil'],
  female: ['Sunita', 'Neha', 'Pooja', 'Kiran', 'Sarita', 'Manju', 'Rekha', 'Priya', 'Anju', 'Shalini'],
  family: [],
  suffixMale: ['Agarwal', 'Jain', 'Maheshwari', 'Bansal', 'Goyal', 'Khandelwal', 'Somani', 'Rathi'],
  suffixFemale: ['Agarwal', 'Jain', 'Maheshwari', 'Bansal', 'Goyal', 'Khandelwal', 'Somani', 'Rathi'],
};

const DECCANI: Community = {
  weight: 5,
  male: ['Mohammed Rafi', 'Syed Ahmed', 'Imran', 'Farooq', 'Abdul Kareem', 'Mohammed Saleem', 'Asif', 'Mujeeb', 'Khaja', 'Altaf'],
  female: ['Ayesha', 'Fathima', 'Nasreen', 'Shabana', 'Zareena', 'Rukhsana', 'Sameena', 'Naseem'],
  family: [],
  suffixMale: ['Khan', 'Ali', 'Hussain', 'Siddiqui', 'Quadri', 'Baig', 'Ansari'],
  suffixFemale: ['Begum', 'Khan', 'Sultana', 'Siddiqui', 'Fatima'],
};

const CHRISTIAN: Community = {
  weight: 2,
  male: ['Joseph', 'David', 'John', 'Samuel', 'Prakash', 'Daniel', 'Stephen', 'Paul'],
  female: ['Mary', 'Grace', 'Esther', 'Ruth', 'Sharon', 'Vimala', 'Stella'],
  family: [],
  suffixMale: ['Raj', 'Kumar', 'Paul', 'Babu', 'Prasad'],
  suffixFemale: ['Rani', 'Kumari', 'Paul', 'Raj'],
};

export const COMMUNITIES: readonly Community[] = [TELUGU, MARWARI, DECCANI, CHRISTIAN];

export interface Locality {
  name: string;
  pin: string;
  city: 'Hyderabad' | 'Secunderabad' | 'Sangareddy' | 'Medchal' | 'Rangareddy';
}

const L = (name: string, pin: string, city: Locality['city'] = 'Hyderabad'): Locality => ({ name, pin, city });

export const LOCALITIES: readonly Locality[] = [
  L('Banjara Hills', '500034'), L('Jubilee Hills', '500033'), L('Ameerpet', '500016'), L('Begumpet', '500016'),
  L('Somajiguda', '500082'), L('Panjagutta', '500082'), L('Himayatnagar', '500029'), L('Abids', '500001'),
  L('Koti', '500095'), L('Nampally', '500001'), L('Kukatpally', '500072'), L('KPHB Colony', '500072'),
  L('Miyapur', '500049'), L('Madhapur', '500081'), L('Gachibowli', '500032'), L('Kondapur', '500084'),
  L('Manikonda', '500089'), L('Mehdipatnam', '500028'), L('Tolichowki', '500008'), L('Attapur', '500048'),
  L('Dilsukhnagar', '500060'), L('LB Nagar', '500074'), L('Vanasthalipuram', '500070'), L('Hayathnagar', '501505', 'Rangareddy'),
  L('Uppal', '500039'), L('Habsiguda', '500007'), L('Nacharam', '500076'), L('Mehdipatnam West', '500028'),
  L('Chandanagar', '500050'), L('Lingampally', '500019'), L('Nizampet', '500090'), L('Bachupally', '500090'),
  L('Shamshabad', '501218', 'Rangareddy'), L('Rajendranagar', '500030'), L('Saroornagar', '500035'), L('Kothapet', '500035'),
  L('Malakpet', '500036'), L('Amberpet', '500013'), L('Vidyanagar', '500044'), L('Kachiguda', '500027'),
  L('Narayanguda', '500029'), L('Basheerbagh', '500029'), L('Khairatabad', '500004'), L('Erragadda', '500018'),
  L('SR Nagar', '500038'), L('Sanathnagar', '500018'), L('Boduppal', '500092'), L('Nagole', '500068'),
  L('Ramanthapur', '500013'), L('Moula Ali', '500040'), L('Quthbullapur', '500055'), L('Jeedimetla', '500055'),
  L('Suchitra', '500067'), L('Tarnaka', '500017', 'Secunderabad'), L('Sainikpuri', '500094', 'Secunderabad'),
  L('AS Rao Nagar', '500062', 'Secunderabad'), L('ECIL', '500062', 'Secunderabad'), L('Kapra', '500062', 'Secunderabad'),
  L('Alwal', '500010', 'Secunderabad'), L('Bowenpally', '500011', 'Secunderabad'), L('Trimulgherry', '500015', 'Secunderabad'),
  L('Marredpally', '500026', 'Secunderabad'), L('Sikh Village', '500009', 'Secunderabad'), L('Malkajgiri', '500047', 'Secunderabad'),
  L('Neredmet', '500056', 'Secunderabad'), L('Yapral', '500087', 'Secunderabad'), L('Bolarum', '500010', 'Secunderabad'),
  L('Kompally', '500014', 'Medchal'), L('Medchal', '501401', 'Medchal'), L('Ghatkesar', '501301', 'Medchal'),
  L('Patancheru', '502319', 'Sangareddy'), L('Sangareddy', '502001', 'Sangareddy'), L('Zaheerabad', '502220', 'Sangareddy'),
];

export const STREETS: readonly string[] = [
  'Road No. 1', 'Road No. 2', 'Road No. 3', 'Road No. 5', 'Road No. 7', 'Road No. 10', 'Road No. 12', 'Road No. 14',
  'Main Road', 'Temple Street', 'Park Lane', 'Station Road', 'Lake View Road', 'Old Bazaar Street', 'Gandhi Road',
  'Nehru Street', 'Vivekananda Nagar', 'Sai Nagar', 'Srinivasa Colony', 'Teachers Colony', 'Vasavi Colony',
  'Bank Colony', 'Defence Colony', 'Krishna Nagar', 'Shanthi Nagar', 'Vengal Rao Nagar',
];

export const BUILDINGS: readonly string[] = [
  'Sai Residency', 'Lakshmi Towers', 'Sri Venkateswara Apartments', 'Green Meadows', 'Vasavi Heights', 'Sunshine Enclave',
  'Padmavathi Nilayam', 'Krishna Kuteer', 'Royal Residency', 'Balaji Enclave', 'Pearl Apartments', 'Annapurna Nilayam',
];

/** Clubs for district names: the first two are fixed (demo accounts live there). */
export const CLUB_SUFFIXES: readonly string[] = [
  '', 'Elite', 'Central', 'Greater', 'Pride', 'Royal', 'Vasavi', 'Golden', 'Diamonds', 'Heritage', 'Sunrise', 'Seva',
  'Metro', 'Champions', 'Smart City', 'Star', 'Jewels', 'Leaders',
];

export const MEETING_VENUES: readonly string[] = [
  'Lions Bhavan', 'Hotel Marigold', 'Hotel Sitara Grand', 'Community Hall', 'Hotel Minerva Grand', 'Club House',
  'Hotel Aditya Park', 'Hotel Green Park', 'Hotel Katriya', 'Vasavi Seva Kendram', 'Hotel Daspalla', 'Kamat Hotel',
  'Residents Association Hall', 'Sri Krishna Function Hall',
];

export const MEETING_DAYS: readonly string[] = [
  '1st & 3rd Sunday', '2nd & 4th Tuesday', 'Every Saturday', '1st & 3rd Wednesday', '2nd & 4th Friday',
  'Last Sunday of the month', '1st & 3rd Monday', '2nd & 4th Thursday', 'Every Sunday morning',
];

export const MEETING_TIMES: readonly string[] = ['7:00 PM', '7:30 PM', '6:30 PM', '8:00 AM', '10:00 AM', '7:00 AM'];

export interface Profession {
  title: string;
  weight: number;
  /** Index into BUSINESS_CATEGORIES when the profession runs a business of that kind. */
  category?: number;
}

export const PROFESSIONS: readonly Profession[] = [
  { title: 'Businessman', weight: 14, category: 11 },
  { title: 'Chartered Accountant', weight: 5, category: 1 },
  { title: 'Advocate', weight: 5, category: 8 },
  { title: 'General Physician', weight: 4, category: 0 },
  { title: 'Ophthalmologist', weight: 1, category: 0 },
  { title: 'Paediatrician', weight: 1, category: 0 },
  { title: 'Dentist', weight: 2, category: 0 },
  { title: 'Orthopaedic Surgeon', weight: 1, category: 0 },
  { title: 'Civil Engineer', weight: 4, category: 2 },
  { title: 'Builder', weight: 4, category: 2 },
  { title: 'Real Estate Consultant', weight: 3, category: 2 },
  { title: 'Architect', weight: 2, category: 2 },
  { title: 'Software Engineer', weight: 6, category: 9 },
  { title: 'IT Consultant', weight: 2, category: 9 },
  { title: 'Jeweller', weight: 2, category: 3 },
  { title: 'Textile Merchant', weight: 3, category: 4 },
  { title: 'Pharmacist', weight: 2, category: 5 },
  { title: 'Pharma Distributor', weight: 2, category: 5 },
  { title: 'Educationist', weight: 2, category: 6 },
  { title: 'Teacher', weight: 4, category: 6 },
  { title: 'Professor', weight: 2, category: 6 },
  { title: 'Hotelier', weight: 2, category: 7 },
  { title: 'Caterer', weight: 1, category: 7 },
  { title: 'Automobile Dealer', weight: 2, category: 10 },
  { title: 'Insurance Advisor', weight: 3, category: 11 },
  { title: 'Tax Consultant', weight: 2, category: 1 },
  { title: 'Industrialist', weight: 3, category: 11 },
  { title: 'Electrical Contractor', weight: 2, category: 2 },
  { title: 'Interior Designer', weight: 1, category: 2 },
  { title: 'Printing Press Owner', weight: 1, category: 11 },
  { title: 'Agriculturist', weight: 3 },
  { title: 'Retired Bank Officer', weight: 4 },
  { title: 'Retired Government Employee', weight: 4 },
  { title: 'Homemaker', weight: 5 },
  { title: 'Journalist', weight: 1 },
  { title: 'Hospital Administrator', weight: 1, category: 0 },
];

export interface BusinessCategory {
  title: string;
  icon: IconName;
  /** `{pre}` auspicious prefix, `{fam}` family name, `{loc}` locality, `{ini}` initials. */
  names: readonly string[];
  blurb: readonly string[];
  hours: string;
}

export type IconName =
  | 'eye' | 'drop' | 'tree' | 'bowl' | 'book' | 'cross' | 'people' | 'star' | 'heart' | 'medal' | 'building'
  | 'briefcase' | 'gem' | 'scales' | 'car' | 'laptop' | 'shirt' | 'pill' | 'umbrella' | 'calendar' | 'megaphone'
  | 'water' | 'family' | 'lion';

export const BUSINESS_CATEGORIES: readonly BusinessCategory[] = [
  {
    title: 'Doctors & Clinics', icon: 'cross', hours: 'Mon to Sat, 9:00 AM to 1:00 PM and 5:00 PM to 9:00 PM',
    names: ['{pre} Clinic', '{fam} Multi Speciality Clinic', '{pre} Eye Care Centre', '{loc} Children\'s Clinic', '{pre} Dental Care', '{fam} Diagnostics'],
    blurb: ['General consultation, health check-up packages and home visits for senior citizens.', 'Free consultation for Lions members on the first Sunday of every month.', 'Laboratory tests with reports the same day.'],
  },
  {
    title: 'Chartered Accountants', icon: 'briefcase', hours: 'Mon to Sat, 10:00 AM to 7:00 PM',
    names: ['{fam} & Associates', '{ini} & Co., Chartered Accountants', '{fam} Tax Consultants', '{pre} Accounting Services'],
    blurb: ['Audit, GST returns, income tax filing and company law matters.', 'Support for trusts and societies, including 12A and 80G registration.', 'Book-keeping for small businesses.'],
  },
  {
    title: 'Real Estate & Construction', icon: 'building', hours: 'All days, 9:30 AM to 6:30 PM',
    names: ['{pre} Constructions', '{fam} Builders & Developers', '{pre} Infra Projects', '{loc} Realty', '{fam} Interiors'],
    blurb: ['Residential apartments and independent houses in and around Hyderabad.', 'RERA registered projects with clear titles.', 'Turnkey construction and renovation works.'],
  },
  {
    title: 'Jewellers', icon: 'gem', hours: 'All days, 10:30 AM to 9:00 PM',
    names: ['{pre} Jewellers', '{fam} Gold & Diamonds', '{pre} Pearls', '{loc} Silver Palace'],
    blurb: ['BIS hallmarked gold jewellery, diamonds and Hyderabadi pearls.', 'Bridal collections and custom designs.', 'Old gold exchange at fair rates.'],
  },
  {
    title: 'Textiles & Sarees', icon: 'shirt', hours: 'All days, 10:00 AM to 9:30 PM',
    names: ['{pre} Silks', '{pre} Textiles', '{fam} Saree Emporium', '{loc} Handlooms'],
    blurb: ['Pochampally, Gadwal and Venkatagiri handloom sarees.', 'Wedding silks and readymade garments for the family.', 'Bulk orders for functions and uniforms.'],
  },
  {
    title: 'Pharmacies & Medical Supplies', icon: 'pill', hours: 'All days, 8:00 AM to 11:00 PM',
    names: ['{pre} Medical & General Stores', '{fam} Pharma Distributors', '{loc} Medicals', '{pre} Surgicals'],
    blurb: ['Prescription medicines, surgical items and health supplements.', 'Free home delivery within 3 km.', 'Discounts for senior citizens.'],
  },
  {
    title: 'Education & Coaching', icon: 'book', hours: 'Mon to Sat, 8:00 AM to 6:00 PM',
    names: ['{pre} High School', '{pre} Junior College', '{fam} Coaching Centre', '{loc} Montessori School', '{pre} Academy'],
    blurb: ['CBSE and State syllabus classes with a focus on values.', 'Coaching for EAMCET, NEET and JEE.', 'Scholarships for meritorious students from poor families.'],
  },
  {
    title: 'Hotels, Restaurants & Catering', icon: 'bowl', hours: 'All days, 7:00 AM to 11:00 PM',
    names: ['{pre} Tiffins', '{pre} Grand Hotel', '{fam} Caterers', '{loc} Bawarchi', '{pre} Function Hall'],
    blurb: ['Authentic Andhra meals, tiffins and Hyderabadi biryani.', 'Catering for weddings, club meetings and corporate events.', 'Banquet hall for up to 400 guests.'],
  },
  {
    title: 'Advocates & Legal Services', icon: 'scales', hours: 'Mon to Sat, 10:00 AM to 7:00 PM',
    names: ['{fam} Law Associates', '{ini} Legal Chambers', '{pre} Legal Consultancy'],
    blurb: ['Civil, criminal and family matters at the High Court and district courts.', 'Property documentation and registration.', 'Free legal advice camps for the needy.'],
  },
  {
    title: 'IT & Software Services', icon: 'laptop', hours: 'Mon to Fri, 9:30 AM to 6:30 PM',
    names: ['{fam} Technologies', '{pre} Infotech', '{loc} Software Solutions', '{ini} Systems'],
    blurb: ['Websites, mobile apps and billing software for small businesses.', 'Computer sales, service and annual maintenance contracts.', 'Training in programming and office tools.'],
  },
  {
    title: 'Automobiles', icon: 'car', hours: 'All days, 9:00 AM to 8:00 PM',
    names: ['{pre} Motors', '{fam} Auto Agencies', '{loc} Car Care', '{pre} Two Wheelers'],
    blurb: ['Authorised dealer for two-wheelers and cars.', 'Service centre with pick-up and drop.', 'Genuine spare parts and accessories.'],
  },
  {
    title: 'Trading & General Business', icon: 'umbrella', hours: 'Mon to Sat, 9:00 AM to 8:00 PM',
    names: ['{pre} Enterprises', '{fam} Traders', '{pre} Agencies', '{loc} Hardware & Electricals', '{fam} Insurance Services', '{pre} Printers'],
    blurb: ['Wholesale and retail supply across the twin cities.', 'Insurance and investment advice for families.', 'Printing of invitations, brochures and club stationery.'],
  },
];

export const AUSPICIOUS: readonly string[] = [
  'Sri Sai', 'Sri Lakshmi', 'Sri Venkateswara', 'Sri Balaji', 'Vijaya', 'Sri Durga', 'Sri Krishna', 'Sri Rama',
  'Sri Vasavi', 'Annapurna', 'Siddhi Vinayaka', 'Padmavathi', 'Sri Sri', 'Srinidhi', 'Sri Manjunatha', 'Sri Kanaka Durga',
];

export interface ActivityTheme {
  icon: IconName;
  caption: string;
  titles: readonly string[];
  lines: readonly string[];
  /** Month (1-12) the activity belongs to, when seasonal. */
  month?: number;
  day?: number;
}

export const CLUB_ACTIVITY_THEMES: readonly ActivityTheme[] = [
  {
    icon: 'eye', caption: 'Sight First',
    titles: ['Free Eye Screening Camp', 'Cataract Surgeries Sponsored', 'Spectacles Distribution to Students', 'Eye Donation Awareness Rally'],
    lines: ['{n} people were screened and {k} were referred for cataract surgery.', 'Doctors from the Lions Eye Hospital examined patients free of cost.', 'Spectacles were given to {k} school children.'],
  },
  {
    icon: 'drop', caption: 'Blood Donation',
    titles: ['Blood Donation Camp', 'Voluntary Blood Donors Felicitation', 'Thalassemia Support Blood Drive'],
    lines: ['{n} units of blood were collected with the help of the Red Cross blood bank.', 'Regular donors were honoured with certificates.', 'Students and staff of a local college joined as first-time donors.'],
  },
  {
    icon: 'tree', caption: 'Green Earth',
    titles: ['Tree Plantation Drive', 'Haritha Haram Saplings Distribution', 'Lake Clean-up Drive', 'Seed Ball Making with Children'],
    lines: ['{n} saplings were planted along the colony roads.', 'Residents adopted the saplings and promised to water them.', 'Members collected plastic waste from the lake bund.'],
  },
  {
    icon: 'bowl', caption: 'Hunger Relief',
    titles: ['Annadanam at Government Hospital', 'Grocery Kits for Needy Families', 'Mid-day Meal Support', 'Feeding the Homeless'],
    lines: ['Meals were served to {n} patients and attendants.', 'Each kit had rice, dal, oil and essentials for a month.', 'The club sponsors the programme every month.'],
  },
  {
    icon: 'book', caption: 'Education',
    titles: ['School Bags and Notebooks Distribution', 'Scholarships to Meritorious Students', 'Library Books Donated to Zilla Parishad School', 'Career Guidance Session'],
    lines: ['{n} students of the government school received kits.', 'Toppers of the SSC examinations were felicitated.', 'A retired headmaster spoke to students about careers.'],
  },
  {
    icon: 'cross', caption: 'Health Camp',
    titles: ['Free Medical Camp', 'Diabetes Screening Camp', 'Free Dental Check-up', 'Health Check-up for Senior Citizens'],
    lines: ['{n} people were checked for blood sugar and blood pressure.', 'Specialists gave free consultation and medicines.', 'Follow-up visits were arranged for {k} patients.'],
  },
  {
    icon: 'water', caption: 'Clean Water',
    titles: ['Water Cooler Donated to School', 'Drinking Water Kiosk Inaugurated', 'Summer Butter Milk Distribution'],
    lines: ['The cooler serves about {n} students every day.', 'The kiosk was inaugurated by the Zone Chairperson.', 'Butter milk was served to commuters during the summer heat.'],
  },
  {
    icon: 'heart', caption: 'Caring',
    titles: ['Visit to Old Age Home', 'Support to Childhood Cancer Patients', 'Wheelchairs Donated', 'Blankets Distribution'],
    lines: ['Members spent the day with the residents and shared lunch.', '{k} wheelchairs were handed over to the hospital.', 'Blankets were given to {n} people sleeping on the footpaths.'],
  },
  {
    icon: 'people', caption: 'Fellowship',
    titles: ['Club Installation Ceremony', 'Family Get-together', 'Membership Orientation Programme', 'Joint Meeting with Leo Club'],
    lines: ['New office bearers took charge in the presence of district leaders.', '{k} new members were inducted and welcomed.', 'Members and families enjoyed cultural programmes.'],
  },
  {
    icon: 'star', caption: 'Celebrations',
    titles: ['Independence Day Celebrations', "Children's Day Drawing Competition", 'Republic Day Flag Hoisting', 'Bathukamma Celebrations'],
    lines: ['The national flag was hoisted and sweets were distributed.', 'Prizes were given to {k} young artists.', 'Members and families took part with great enthusiasm.'],
  },
];

export const DISTRICT_ACTIVITY_TITLES: readonly { title: string; icon: IconName; lines: readonly string[] }[] = [
  { title: 'District Cabinet Meeting', icon: 'people', lines: ['Cabinet members reviewed service activities of all regions.', 'The District Governor released the district bulletin.'] },
  { title: 'Mega Blood Donation Drive', icon: 'drop', lines: ['Clubs of all regions held camps on a single day.', '{n} units were collected across the district.'] },
  { title: 'District-wide Diabetes Awareness Walk', icon: 'heart', lines: ['Walkers from every zone took part in the early morning walk.', 'Free sugar tests were offered at the end of the route.'] },
  { title: 'Mass Tree Plantation Day', icon: 'tree', lines: ['{n} saplings were planted by clubs on the same day.', 'Schools and colleges joined the drive.'] },
  { title: 'Lions Quest Teachers Workshop', icon: 'book', lines: ['Teachers were trained in life-skills education for adolescents.', 'Certificates were given to all participants.'] },
  { title: 'Cataract Surgery Camp', icon: 'eye', lines: ['{k} cataract surgeries were performed free of cost.', 'Transport and food were arranged for patients.'] },
  { title: 'Disaster Relief Kits Distribution', icon: 'umbrella', lines: ['Relief kits were sent to flood-affected families.', 'Clubs pooled funds through the district relief fund.'] },
  { title: 'Leo Clubs Leadership Camp', icon: 'star', lines: ['Leos from across the district attended the camp.', 'Sessions covered leadership, teamwork and service projects.'] },
  { title: 'Childhood Cancer Awareness Programme', icon: 'heart', lines: ['Doctors spoke on early signs of childhood cancer.', 'Support was given to families of young patients.'] },
  { title: 'Membership Growth Seminar', icon: 'megaphone', lines: ['GMT coordinators shared ideas to invite new members.', 'Clubs presented their membership plans for the year.'] },
];

/** `days`: how many days after the start the event ends; 0 means no end date. */
export const DISTRICT_EVENT_TITLES: readonly { title: string; icon: IconName; days: number; lines: readonly string[] }[] = [
  { title: 'District Convention', icon: 'lion', days: 1, lines: ['The annual convention of District 320B with awards, elections and cultural evening.', 'All clubs are requested to register their delegates in advance.'] },
  { title: 'Cabinet Meeting', icon: 'people', days: 0, lines: ['The District Governor will review activities and finances.', 'Cabinet officers are requested to attend in Lions uniform.'] },
  { title: 'Region Conference', icon: 'megaphone', days: 0, lines: ['Clubs of the region will present their service highlights.', 'Best club awards will be presented.'] },
  { title: 'Zone Advisory Meeting', icon: 'calendar', days: 0, lines: ['Presidents and secretaries of the zone clubs meet with the Zone Chairperson.'] },
  { title: 'GLT Leadership Workshop', icon: 'book', days: 1, lines: ['Training for incoming club officers on roles and reporting.', 'Lunch will be provided to registered participants.'] },
  { title: 'LCIF Fund Raising Dinner', icon: 'star', days: 0, lines: ['An evening in support of Lions Clubs International Foundation.', 'Donors will be recognised with MJF awards.'] },
  { title: 'Diabetes Walkathon', icon: 'heart', days: 0, lines: ['A 5 km walk around Necklace Road to spread awareness about diabetes.', 'Free screening at the finish point.'] },
  { title: 'Leo District Council Meet', icon: 'star', days: 0, lines: ['Leo club officers meet to plan youth service projects.'] },
  { title: 'Visit of International Director', icon: 'lion', days: 1, lines: ['The International Director will visit service projects and address the members.', 'A public meeting will be held in the evening.'] },
  { title: 'District Governor Official Visit', icon: 'calendar', days: 2, lines: ['The District Governor will visit clubs of the region.', 'Clubs are requested to keep their reports ready.'] },
];

export const EVENT_VENUES: readonly string[] = [
  'Lions Bhavan, Himayatnagar', 'FTCCI Auditorium, Red Hills', 'Hotel Marigold, Greenlands', 'Ravindra Bharathi, Saifabad',
  'JRC Convention Centre, Jubilee Hills', 'Necklace Road, Hyderabad', 'Secunderabad Club', 'Hotel Sitara Grand, LB Nagar',
];

export interface CabinetCategorySpec {
  name: string;
  icon: IconName;
  /** Positions in order; the last one repeats when more members are needed. */
  positions: readonly string[];
  min: number;
  max: number;
}

export const CABINET_CATEGORIES: readonly CabinetCategorySpec[] = [
  { name: 'District Governor Team', icon: 'lion', positions: ['District Governor', 'First Vice District Governor', 'Second Vice District Governor', 'Immediate Past District Governor'], min: 4, max: 4 },
  { name: 'Cabinet Secretary', icon: 'briefcase', positions: ['Cabinet Secretary', 'Joint Cabinet Secretary', 'Cabinet Secretary (Administration)', 'Deputy Cabinet Secretary'], min: 3, max: 5 },
  { name: 'Cabinet Treasurer', icon: 'umbrella', positions: ['Cabinet Treasurer', 'Joint Cabinet Treasurer', 'Deputy Cabinet Treasurer'], min: 3, max: 4 },
  {
    name: 'District Chairpersons', icon: 'star',
    positions: [
      'District Chairperson - Vision', 'District Chairperson - Diabetes', 'District Chairperson - Hunger Relief',
      'District Chairperson - Environment', 'District Chairperson - Childhood Cancer', 'District Chairperson - Blood Donation',
      'District Chairperson - Lions Quest', 'District Chairperson - Leo Clubs', 'District Chairperson - Youth Exchange',
      'District Chairperson - Public Relations', 'District Chairperson - Disaster Relief', 'District Chairperson - Women Empowerment',
      'District Chairperson - Information Technology', 'District Chairperson - Protocol', 'District Chairperson - Health Camps',
    ],
    min: 10, max: 15,
  },
  { name: 'Global Action Team', icon: 'people', positions: ['GAT Coordinator', 'GLT Coordinator', 'GMT Coordinator', 'GST Coordinator', 'GET Coordinator', 'LCIF Coordinator'], min: 5, max: 6 },
  { name: 'District Advisors', icon: 'medal', positions: ['Chief Advisor', 'Advisor - Constitution & By-laws', 'Advisor - Finance', 'Advisor - Service Activities', 'Advisor'], min: 3, max: 6 },
  { name: 'District Officers', icon: 'calendar', positions: ['District PRO', 'District Tail Twister', 'District Lion Tamer', 'District Protocol Officer', 'District Convention Chairperson', 'District Bulletin Editor', 'District Webmaster'], min: 5, max: 7 },
  { name: 'Membership & Extension', icon: 'megaphone', positions: ['District Membership Chairperson', 'District Extension Chairperson', 'District Retention Chairperson', 'Extension Coordinator'], min: 3, max: 6 },
];

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export const GRADUATE_TYPES: readonly string[] = [
  'Emerging Lions Leadership Institute', 'Advanced Lions Leadership Institute', 'Faculty Development Institute',
  'Regional Lions Leadership Institute', 'Lions Certified Instructor Program',
];

export const SLOGANS: readonly string[] = [
  'Serve with Compassion, Lead with Purpose', 'Together We Can', 'Kindness in Action', 'One District, One Dream',
  'Service Beyond Self', 'Hands that Serve, Hearts that Care', 'Unite to Serve', 'Lead, Serve, Inspire',
  'Touching Lives Every Day', 'Service is Our Strength', 'Dream Big, Serve Bigger', 'Heart of Service',
  'Reach Out, Lift Up', 'Hope through Service',
];

export const POSITIONS_HELD: readonly string[] = [
  'Club President', 'Club Secretary', 'Club Treasurer', 'Zone Chairperson', 'Region Chairperson', 'Club Membership Chairperson',
  'Club Service Chairperson', 'Club Director', 'Cabinet Officer', 'District Chairperson',
];

export const ABOUT_ME: readonly string[] = [
  'Joined Lions to give back to the community I grew up in.',
  'Passionate about eye care camps and blood donation drives.',
  'Believes every small act of service counts.',
  'Enjoys organising health camps in nearby villages.',
  'Keen on tree plantation and keeping our lakes clean.',
  'Loves working with students on scholarships and career guidance.',
  'Likes to bring new members and young families into the club.',
  'Active in hunger relief and annadanam programmes.',
  'Interested in music, travel and cricket.',
  'Proud to serve with friends who share the same values.',
];

export interface OtherPerson {
  position: string;
  name: string;
  place: string;
}

/** Fictional leaders for the Others pages (not real office holders). */
export const COUNCIL_MEMBERS: readonly OtherPerson[] = [
  { position: 'Council Chairperson', name: 'Lion K. Venkata Subba Rao', place: 'District 320A' },
  { position: 'Council Vice Chairperson', name: 'Lion Dr. Padmaja Reddy', place: 'District 320C' },
  { position: 'Council Secretary', name: 'Lion Syed Anwar Hussain', place: 'District 320D' },
  { position: 'Council Treasurer', name: 'Lion M. Ramakrishna Prasad', place: 'District 320E' },
  { position: 'Council GMT Coordinator', name: 'Lion T. Sarada Devi', place: 'District 320F' },
  { position: 'Council LCIF Coordinator', name: 'Lion B. Nageswara Rao', place: 'District 320G' },
];

export const EXECUTIVE_OFFICERS: readonly OtherPerson[] = [
  { position: 'International President', name: 'Lion Arturo Menendez', place: 'Panama' },
  { position: 'Immediate Past International President', name: 'Lion Haruka Tanabe', place: 'Japan' },
  { position: 'First International Vice President', name: 'Lion Dr. Ravindran Pillai', place: 'India' },
  { position: 'Second International Vice President', name: 'Lion Margaret O\'Connell', place: 'Ireland' },
];

export const INTERNATIONAL_DIRECTORS: readonly OtherPerson[] = [
  { position: 'International Director', name: 'Lion Prakash Deshmukh', place: 'Maharashtra, India' },
  { position: 'International Director', name: 'Lion Leonie Fischer', place: 'Germany' },
  { position: 'International Director', name: 'Lion Ahmed El-Sayed', place: 'Egypt' },
  { position: 'International Director', name: 'Lion Carla Benedetti', place: 'Italy' },
  { position: 'International Director', name: 'Lion Samuel Owusu', place: 'Ghana' },
  { position: 'International Director', name: 'Lion Dr. Kavitha Narayanan', place: 'Tamil Nadu, India' },
  { position: 'International Director', name: 'Lion Tomas Lindqvist', place: 'Sweden' },
  { position: 'International Director', name: 'Lion Marcos Oliveira', place: 'Brazil' },
];

export const PAST_INTERNATIONAL_DIRECTORS: readonly OtherPerson[] = [
  { position: 'Past International Director', name: 'Lion G. Satyanarayana Murthy', place: 'Andhra Pradesh, India' },
  { position: 'Past International Director', name: 'Lion Dr. Meenakshi Sundaram', place: 'Karnataka, India' },
  { position: 'Past International Director', name: 'Lion R. Venkat Reddy', place: 'Telangana, India' },
  { position: 'Past International Director', name: 'Lion Helen Mbeki', place: 'South Africa' },
  { position: 'Past International Director', name: 'Lion Kenji Watanabe', place: 'Japan' },
  { position: 'Past International Director', name: 'Lion Rosa Alvarez', place: 'Mexico' },
  { position: 'Past International Director', name: 'Lion Vinod Khanna Agarwal', place: 'Rajasthan, India' },
  { position: 'Past International Director', name: 'Lion Peter Kowalski', place: 'Poland' },
];

export const RESOURCES: readonly { title: string; icon: IconName; body: string }[] = [
  {
    title: 'Lions Code of Ethics', icon: 'scales',
    body: 'To show my faith in the worthiness of my vocation by industrious application to the end that I may merit a reputation for quality of service.\nTo seek success and to demand all fair remuneration or profit as my just due, but to accept no profit or success at the price of my own self-respect.\nTo always bear in mind my obligations as a citizen to my nation, my state and my community.',
  },
  {
    title: 'Lions Purposes', icon: 'lion',
    body: 'To organise, charter and supervise service clubs to be known as Lions clubs.\nTo promote the principles of good government and good citizenship.\nTo take an active interest in the civic, cultural, social and moral welfare of the community.',
  },
  {
    title: 'Club Officers Handbook', icon: 'book',
    body: 'A short guide for presidents, secretaries and treasurers.\nCovers monthly reporting, meetings, dues and service activity reporting.\nAsk your Zone Chairperson for the printed copy.',
  },
  {
    title: 'LCIF Grants Guide', icon: 'heart',
    body: 'Lions Clubs International Foundation supports large service projects through grants.\nThis guide explains matching grants, disaster grants and how to apply.\nContact the District LCIF Coordinator before you apply.',
  },
  {
    title: 'Starting a Leo Club', icon: 'star',
    body: 'Leo clubs give young people a chance to lead and serve.\nA sponsoring Lions club needs at least ten interested young members and an advisor.\nThe District Leo Chairperson will help with the paperwork.',
  },
  {
    title: 'Service Activity Reporting', icon: 'calendar',
    body: 'Report every service activity in MyLion within the month.\nInclude the number of people served, volunteers and hours.\nGood reporting helps the district win recognition.',
  },
];

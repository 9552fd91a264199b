/**
 * Server messages the member app shows, in the server's exact English: listed here only so that
 * message extraction puts them in the catalogue (nothing imports this file). At run time
 * server-messages.ts translates a message the active catalogue holds.
 */
export const KNOWN_SERVER_MESSAGES = [
  /*i18n*/ 'OTP sent to your mobile number.',
  /*i18n*/ 'Code sent on WhatsApp to your mobile number.',
  /*i18n*/ 'This mobile number is not registered with the district. Please check the number. If it is right, ask your club secretary to check the number the district has for you.',
  /*i18n*/ 'The code has expired. Please request a new one.',
  /*i18n*/ 'This code has already been used. Please request a new one.',
  /*i18n*/ 'Too many wrong tries. Please request a new code.',
  /*i18n*/ 'Codes cannot be sent on WhatsApp in this district. Please ask for the code by SMS.',
  /*i18n*/ "The code could not be sent on WhatsApp: this number does not seem to use WhatsApp. Please ask for the code by SMS. If SMS codes don't reach you either, ask your club secretary to check your number.",
  /*i18n*/ 'The code could not be sent on WhatsApp just now. Please try again in a minute, or ask for the code by SMS.',
  /*i18n*/ 'Login successful',
  /*i18n*/ 'Logged out successfully',
  /*i18n*/ 'Profile updated successfully.',
  /*i18n*/ 'No changes to save.',
  /*i18n*/ 'Member not found.',
  /*i18n*/ 'Club not found.',
  /*i18n*/ 'Data Not Found.',
  /*i18n*/ 'No Record Found.',
  /*i18n*/ 'E-mail address updated.',
  // Your data (My Profile) and the district's deletion requests.
  /*i18n*/ 'Your request has been sent to the district office.',
  /*i18n*/ "The member's data has been deleted.",
  /*i18n*/ 'Mobile number updated. The member will need to sign in again.',
  /*i18n*/ 'This mobile number is already registered to another member. Each member needs their own number.',
  /*i18n*/ 'Please enter a valid 10-digit mobile number.',
  /*i18n*/ 'Your session has ended. Please sign in again.',
  // The member's own account (me/…): change of login number, sign out everywhere, who sees what.
  /*i18n*/ 'We have sent a code to the new number. Enter it to make that number your login.',
  /*i18n*/ 'Your login mobile number is changed. Other devices have been signed out.',
  /*i18n*/ 'Please request a code for this number first.',
  /*i18n*/ 'The code could not be sent just now. Please try again in a minute.',
  /*i18n*/ "Today's text messages are used up, so the code cannot be sent. Please try again tomorrow.",
  /*i18n*/ 'Signed out of all devices.',
  /*i18n*/ 'Privacy settings saved.',
  /*i18n*/ 'Business profile added successfully.',
  /*i18n*/ 'Business profile updated successfully.',
  /*i18n*/ 'Club activity added successfully.',
  /*i18n*/ 'Club activity updated successfully.',
  /*i18n*/ 'Club activity deleted successfully.',
  // Field rules of the contract (packages/contract/src/fields.ts), shown under form fields.
  /*i18n*/ 'Please enter a valid e-mail address.',
  /*i18n*/ 'Please enter a valid date (YYYY-MM-DD).',
  /*i18n*/ 'Phone number must be digits only, at most 10.',
  /*i18n*/ 'This field is required.',
  /*i18n*/ 'Contains characters that are not allowed (a NUL byte or a broken character); please retype it.',
];

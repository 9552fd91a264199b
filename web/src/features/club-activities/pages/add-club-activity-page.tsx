/** /add-club-activity: a club manager adds an activity to one of the clubs they manage. */
import { ClubActivityFormPage } from '../components/club-activity-form-page';

export default function AddClubActivityPage() {
  return <ClubActivityFormPage />;
}

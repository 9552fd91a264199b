/** /edit-club-activity/{id}: the add form, prefilled with the activity (club, title, description, date, image). */
import { useParams } from 'react-router';
import { ClubActivityFormPage } from '../components/club-activity-form-page';

export default function EditClubActivityPage() {
  const id = Number(useParams().id);
  return <ClubActivityFormPage editId={id} />;
}

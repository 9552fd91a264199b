/** /district-pdgs/{memId}: one past District Governor's page (get_leader_profile, type pdgs). */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { leaderProfileQuery } from '../api';
import { LeadersView } from '../components/leaders-view';

export default function DistrictPdgsPage() {
  const { id = '' } = useParams();
  const query = useQuery(leaderProfileQuery(Number(id)));
  return <LeadersView query={query} id={id} linkFor={(leader) => `/district-member-details/${leader.memId}`} />;
}

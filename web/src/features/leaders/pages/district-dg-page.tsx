/**
 * /district-dg/{dg|fvdg|svdg|ipdg|pdgs}: "District {pageName}". PDG cards open each PDG's
 * own page (/district-pdgs/{memId}); the other types show the full profile here and their
 * cards open the member details.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isProfileType, leadersOfTypeQuery } from '../api';
import { LeadersView } from '../components/leaders-view';

export default function DistrictDgPage() {
  const { id = '' } = useParams();
  const type = isProfileType(id) ? id : null;
  const query = useQuery(leadersOfTypeQuery(type));
  const isPdgs = type === 'pdgs';
  return (
    <LeadersView
      query={query}
      id={id}
      cardsOnly={isPdgs}
      linkFor={(leader) => (isPdgs ? `/district-pdgs/${leader.memId}` : `/district-member-details/${leader.memId}`)}
    />
  );
}

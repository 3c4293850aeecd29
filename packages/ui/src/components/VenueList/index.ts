export {
  type Venue,
  VenueList,
  type VenueListProps,
  type VenueListStatus,
  venueListStatuses,
  venueListTexts,
} from './VenueList.tsx';

/** The home page's blocks are the shared titled cards. */
export { EmptyText, SectionCard as HomeSection } from '../../../components/section-card.tsx';

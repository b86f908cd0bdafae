import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** NewTrack screen: built by a later issue. */
export default function NewTrackScreen() {
  return <ScreenUnderConstruction screen="NewTrack" />;
}

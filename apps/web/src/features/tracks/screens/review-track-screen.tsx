import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** ReviewTrack screen: built by a later issue. */
export default function ReviewTrackScreen() {
  return <ScreenUnderConstruction screen="ReviewTrack" />;
}

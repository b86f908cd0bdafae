import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** EditTrack screen: built by a later issue. */
export default function EditTrackScreen() {
  return <ScreenUnderConstruction screen="EditTrack" />;
}

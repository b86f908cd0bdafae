import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Tracks screen: built by a later issue. */
export default function TracksScreen() {
  return <ScreenUnderConstruction screen="Tracks" />;
}

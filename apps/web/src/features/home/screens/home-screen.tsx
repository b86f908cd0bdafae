import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Home screen: built by a later issue. */
export default function HomeScreen() {
  return <ScreenUnderConstruction screen="Home" />;
}

import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** DiligenceSight screen: built by a later issue. */
export default function DiligenceSightScreen() {
  return <ScreenUnderConstruction screen="DiligenceSight" />;
}

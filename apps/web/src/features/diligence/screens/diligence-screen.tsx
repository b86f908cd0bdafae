import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Diligence screen: built by a later issue. */
export default function DiligenceScreen() {
  return <ScreenUnderConstruction screen="Diligence" />;
}

import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** DocumentAnalysis screen: built by a later issue. */
export default function DocumentAnalysisScreen() {
  return <ScreenUnderConstruction screen="DocumentAnalysis" />;
}

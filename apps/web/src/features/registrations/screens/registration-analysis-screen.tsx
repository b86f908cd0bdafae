import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** RegistrationAnalysis screen: built by a later issue. */
export default function RegistrationAnalysisScreen() {
  return <ScreenUnderConstruction screen="RegistrationAnalysis" />;
}

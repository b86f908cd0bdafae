import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** DiligenceReport screen: built by a later issue. */
export default function DiligenceReportScreen() {
  return <ScreenUnderConstruction screen="DiligenceReport" />;
}

import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** DiligenceCustomReport screen: built by a later issue. */
export default function DiligenceCustomReportScreen() {
  return <ScreenUnderConstruction screen="DiligenceCustomReport" />;
}

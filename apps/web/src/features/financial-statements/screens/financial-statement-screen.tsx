import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** FinancialStatement screen: built by a later issue. */
export default function FinancialStatementScreen() {
  return <ScreenUnderConstruction screen="FinancialStatement" />;
}

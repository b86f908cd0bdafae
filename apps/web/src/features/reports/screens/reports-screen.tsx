import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Reports screen: built by a later issue. */
export default function ReportsScreen() {
  return <ScreenUnderConstruction screen="Reports" />;
}

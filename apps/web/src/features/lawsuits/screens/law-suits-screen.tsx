import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** LawSuits screen: built by a later issue. */
export default function LawSuitsScreen() {
  return <ScreenUnderConstruction screen="LawSuits" />;
}

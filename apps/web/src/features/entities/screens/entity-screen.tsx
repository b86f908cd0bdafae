import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Entity screen: built by a later issue. */
export default function EntityScreen() {
  return <ScreenUnderConstruction screen="Entity" />;
}

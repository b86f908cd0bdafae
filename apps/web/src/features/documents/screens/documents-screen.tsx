import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** Documents screen: built by a later issue. */
export default function DocumentsScreen() {
  return <ScreenUnderConstruction screen="Documents" />;
}

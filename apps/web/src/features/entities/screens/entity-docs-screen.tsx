import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** EntityDocs screen: built by a later issue. */
export default function EntityDocsScreen() {
  return <ScreenUnderConstruction screen="EntityDocs" />;
}

import { ContentPage } from './content-page';

export default function LawScreen() {
  return <ContentPage kind="law" />;
}

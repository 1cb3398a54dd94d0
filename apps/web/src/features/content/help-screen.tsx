import { ContentPage } from './content-page';

export default function HelpScreen() {
  return <ContentPage kind="help" />;
}

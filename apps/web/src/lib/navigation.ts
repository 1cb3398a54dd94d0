/**
 * Lets code outside React (the HTTP client's login-expired flow) navigate. The app registers the router's
 * navigate once the router exists; before that, a full page load is the only way.
 */
type Navigator = (to: string) => void | Promise<void>;

const fullPageLoad: Navigator = (to) => window.location.assign(to);
let navigator: Navigator = fullPageLoad;

export function setNavigator(next: Navigator | null): void {
  navigator = next ?? fullPageLoad;
}

export function navigateTo(to: string): void {
  void navigator(to);
}

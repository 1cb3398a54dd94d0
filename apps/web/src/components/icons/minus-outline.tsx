import { Icon, type IconProps } from './icon';

export const MinusOutline = (props: IconProps) => (
  <Icon
    {...props}
    d="M41.1,22.5 C41.3,22.5 41.5,22.7 41.5,22.9 L41.5,25.1 C41.5,25.3 41.3,25.5 41.1,25.5 L6.9,25.5 C6.7,25.5 6.5,25.3 6.5,25.1 L6.5,22.9 C6.5,22.7 6.7,22.5 6.9,22.5 L41.1,22.5 Z"
  />
);

import { StrokeIcon, type IconProps } from './icon';

/** A dollar in a circle: the store's money is US dollars (antd-mobile-icons' money icons draw a yen sign). */
export const DollarCircleOutline = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="24" cy="24" r="19.5" />
    <path d="M30.5 17.6c-1.2-2.1-3.6-3.2-6.5-3.2-3.8 0-6.3 2-6.3 4.8 0 6.6 13.1 3.6 13.1 10.3 0 3-2.7 5.1-6.8 5.1-3 0-5.5-1.2-6.8-3.4M24 10.5v3.9M24 34.6v3" />
  </StrokeIcon>
);

import { StrokeIcon, type IconProps } from './icon';

/** A receipt with a dollar on it (antd-mobile-icons' receipts and bills carry a yen sign; the store sells in dollars). */
export const ReceiptOutline = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M10 6.5h28v35l-4.7-3-4.6 3-4.7-3-4.7 3-4.6-3-4.7 3z" />
    <path d="M28.2 15.6c-.9-1.5-2.5-2.3-4.4-2.3-2.6 0-4.3 1.4-4.3 3.3 0 4.6 9.1 2.5 9.1 7.2 0 2.1-1.9 3.6-4.8 3.6-2.1 0-3.9-.9-4.8-2.4M23.8 10.5v2.8M23.8 27.4v2.6" />
  </StrokeIcon>
);

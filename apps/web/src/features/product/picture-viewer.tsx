import { ImageViewer } from 'antd-mobile';
import { antdTextsReady } from '@/i18n/antd-locale';

// antd-mobile's own texts are set in the buyer's language before the viewer renders.
await antdTextsReady();

type PictureViewerProps = {
  images: string[];
  openedAt: number;
  altOf: (index: number) => string;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
};

/**
 * antd-mobile's full-screen viewer (pinch, zoom, swipe), for the gallery and the reviews: loaded on the first tap
 * on a picture, so its gesture and animation libraries stay off the product page's first screen.
 */
export default function PictureViewer({ images, openedAt, altOf, onIndexChange, onClose }: PictureViewerProps) {
  return (
    <ImageViewer.Multi
      images={images}
      visible
      defaultIndex={openedAt}
      onIndexChange={onIndexChange}
      onClose={onClose}
      imageRender={(src, { ref, index }) => <img ref={ref} src={src} alt={altOf(index)} draggable={false} />}
    />
  );
}

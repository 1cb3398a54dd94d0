/**
 * What past shoppers wrote, by the stars they gave (index 0 is one star). Cross-border buyers write in their own
 * language now and then; most write in English. No sentence appears twice in the lists, so a product whose reviews
 * are drawn without repeats never shows one sentence twice (plan.ts).
 */
export const REVIEW_WORDS: readonly (readonly string[])[] = [
  [
    'Stopped working after a week. The shop offered a refund, but I expected better.',
    'Nothing like the pictures. Thin material and a strong smell out of the box.',
    'Arrived damaged and the box was crushed. Would not order this again.',
    'The size chart was wrong and the return cost more than the item.',
    'Broke the first time I used it. Very disappointed.',
  ],
  [
    'Smaller than I expected from the description. It works, but only just.',
    'The stitching came loose after a few uses. Fine for the price, nothing more.',
    'Took three weeks to arrive and one part was missing; the seller sent it later.',
    'The colour is not the one in the photos, and it scratches easily.',
    'Usable, but it feels cheap in the hand.',
  ],
  [
    'Does the job. The finish is a bit rough around the edges.',
    'Okay for everyday use. The colour is paler than on screen.',
    'Average quality. Delivery was quick, which helped.',
    'Correct, sans plus. La livraison a pris un peu de temps.',
    'Fine for now; time will tell how long it lasts.',
  ],
  [
    'Good quality for the price; the colour is a little darker than on screen but I like it.',
    'Solid build and clear instructions. Took off a star because delivery took ten days.',
    'Very happy overall. The packaging could be better, the product itself is great.',
    'Works well and feels sturdy. Would buy again if the price stays like this.',
    '値段の割に品質が良いです。配送は少し時間がかかりました。',
    'Nice design and easy to use. The manual could be clearer.',
    'Arrived well packed. A small mark on one side, otherwise great.',
    'Bagus dan sesuai foto, pengiriman agak lama.',
  ],
  [
    'Exactly as pictured and well packed. Arrived a day earlier than promised.',
    'Second time ordering from this shop. Reliable as ever, would buy again.',
    'Excellent quality, feels more expensive than it was. Highly recommended.',
    'Perfect fit and lovely material. I ordered another one for my sister.',
    'Great value. Tracking was accurate the whole way and the seller answered quickly.',
    'Better than I hoped. Everything worked out of the box.',
    'Très bonne qualité, conforme à la description. Emballage soigné.',
    '품질이 정말 좋아요. 배송도 빨랐습니다.',
    'Ürün çok kaliteli, hızlı kargo için teşekkürler.',
    'Bought it as a gift and it went down very well.',
    'Lovely finish and it arrived in perfect condition.',
    'Sản phẩm rất tốt, đóng gói cẩn thận.',
  ],
];

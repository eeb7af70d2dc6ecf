/** Words shared by MUSIC and DISC (`components/Common/PriceTable`): `{price}` is the price with thousands separators. */
export const release = {
  code: '品番',
  price: '価格',
  priceTaxIncluded: '{price}円（税込）',
};

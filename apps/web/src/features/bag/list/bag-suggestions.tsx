import { useQuery } from '@tanstack/react-query';
import { CatalogueApi, type ProductCard as Product } from '@tradewind/contract';
import { DEFAULT_PRODUCT_SORT } from '@tradewind/contract/catalogue';
import { http } from '@/api/http';
import { ProductCard } from '@/components/product-card';
import { useTranslation } from '@/i18n/use-translation';
import './bag-suggestions.css';

/** How many products an empty bag offers: three rows of two. */
const SUGGESTED = 6;
type Listed = { list: Product[] };

/** What the buyer viewed lately, then the best sellers, each product once. */
async function suggestions(): Promise<Product[]> {
  const params = { page: 1, limit: SUGGESTED };
  const [viewed, best] = await Promise.all([
    http.get<Listed>(CatalogueApi.recentlyViewed, { params, silent: true }).catch(() => ({ list: [] })),
    http.get<Listed>(CatalogueApi.list, { params: { ...params, sort: DEFAULT_PRODUCT_SORT }, silent: true }),
  ]);
  const seen = new Set<number>();
  return [...viewed.list, ...best.list].filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** Under an empty bag, products to start from, not a dead end: nothing when they cannot be read. */
export function BagSuggestions() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({ queryKey: ['bag', 'suggestions', i18n.language], queryFn: suggestions });
  if (!data?.length) return null;
  return (
    <section className="bag-suggestions" aria-labelledby="bag-suggestions-title">
      <h2 id="bag-suggestions-title" className="bag-suggestions__title">
        {t('bag.empty.suggestions')}
      </h2>
      <ul className="bag-suggestions__grid">
        {data.slice(0, SUGGESTED).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

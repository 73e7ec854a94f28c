import { articleCents, articleImportCents, isSoldOut, type MenuArticle } from '../catalogue-view';
import { formatCents } from '../money';
import styles from './article-card.module.css';

/** An article of the menu; the whole card opens it, unless it is sold out. */
export function ArticleCard({ article, onOpen }: { article: MenuArticle; onOpen: (article: MenuArticle) => void }) {
  const soldOut = isSoldOut(article);
  const image = article.images_url[0];
  const discounted = article.price.discount > 0;
  const currency = article.price.total.currency;
  return (
    <li className={styles.card} data-sold-out={soldOut || undefined}>
      <div className={styles.text}>
        <h3 className={styles.name}>
          <button type="button" className={styles.open} disabled={soldOut} onClick={() => onOpen(article)}>
            {article.name}
          </button>
        </h3>
        {article.description && <p className={styles.description}>{article.description}</p>}
        <p className={styles.price}>
          {soldOut ? (
            <span className={styles.soldOut}>Agotado</span>
          ) : (
            <>
              <span className={styles.total}>{formatCents(articleCents(article), currency)}</span>
              {discounted && (
                <>
                  <del className={styles.before}>
                    <span className="visually-hidden">Antes </span>
                    {formatCents(articleImportCents(article), currency)}
                  </del>
                  <span className={styles.discount}>-{article.price.discount}%</span>
                </>
              )}
            </>
          )}
        </p>
      </div>
      {image && <img className={styles.image} src={image} alt={article.name} loading="lazy" decoding="async" width={96} height={96} />}
    </li>
  );
}

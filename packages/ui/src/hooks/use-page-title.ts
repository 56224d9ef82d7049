import { useEffect } from 'react';

export const DEFAULT_PRODUCT_TITLE = 'Tradebridge';

/** Spec §2: the page title is the menu title plus the product title. */
export const formatPageTitle = (title: string | undefined, productTitle: string): string =>
  title ? `${title} - ${productTitle}` : productTitle;

export const usePageTitle = (
  title: string | undefined,
  productTitle: string = DEFAULT_PRODUCT_TITLE,
): void => {
  useEffect(() => {
    document.title = formatPageTitle(title, productTitle);
  }, [title, productTitle]);
};

import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where a view's list and its records live: `/admin/cases` and `/admin/cases/:id`, say. */
type Addresses = { list: string; item: string };

const SelectionContext = createContext<Addresses | undefined>(undefined);

/** Given by the app around a view whose records have addresses of their own. */
export function SelectionAddresses({ list, item, children }: Addresses & { children: React.ReactNode }) {
  return <SelectionContext.Provider value={{ list, item }}>{children}</SelectionContext.Provider>;
}

/**
 * The record a view shows, read from the address (`item/:id`; the list and its records are one route, so the
 * view is not remounted and keeps its filters), and how to open or leave one: a push, so Back goes
 * from the record to the list, and a reload keeps the record on screen. Without addresses (a view shown
 * outside the app's router, as in a unit test) nothing is selected.
 */
export function useSelection(): [string | undefined, (id: string | undefined) => void] {
  const addresses = useContext(SelectionContext);
  const { pathname } = useLocation();
  const prefix = addresses ? `${addresses.item}/` : undefined;
  const id =
    prefix && pathname.startsWith(prefix) && pathname.length > prefix.length
      ? decodeURIComponent(pathname.slice(prefix.length).split('/')[0] ?? '')
      : undefined;
  const navigate = useNavigate();
  const select = useCallback(
    (next: string | undefined) => {
      if (!addresses) return;
      void navigate(next === undefined ? addresses.list : `${addresses.item}/${encodeURIComponent(next)}`);
    },
    [addresses, navigate],
  );
  return [id, select];
}

import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/** The top of the tree. Identity (the Identity issue) wraps the router here. */
export function Root() {
  return <RouterProvider router={router} />;
}

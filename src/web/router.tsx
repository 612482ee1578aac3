import { createBrowserRouter } from 'react-router';
import { ErrorFallback } from './components/ErrorFallback.tsx';
import { AboutPage } from './public/about/AboutPage.tsx';
import { LandingPage } from './public/landing/LandingPage.tsx';
import { PublicLayout, SignInFirst } from './public/PublicLayout.tsx';
import { ProductPage } from './public/product/ProductPage.tsx';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'product', element: <ProductPage /> },
      // The app's addresses, opened signed out: sign in, then the page asked for opens.
      { path: 'chat', element: <SignInFirst /> },
      { path: 'admin/*', element: <SignInFirst /> },
      {
        path: '*',
        loader: ({ request }) => {
          throw new Response(`No page at ${new URL(request.url).pathname}`, {
            status: 404,
            statusText: 'Not Found',
          });
        },
      },
    ],
  },
]);

/**
 * Build step: lets the bundler drop the parts of react-router this app never uses (its data-router `<Form>`,
 * `useSubmit`, `<ScrollRestoration>`, `unstable_HistoryRouter`, …). react-router's production build makes its
 * components with `React.forwardRef(…)`/`React.memo(…)` and then names them (`Form.displayName = "Form"`): to the
 * bundler both are side effects, so every component stays in the bundle whether it is imported or not. This marks
 * those calls pure and drops the naming (it only shows in React's developer tools), in react-router's files only.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER = /\/node_modules\/react-router\/dist\/production\/.*\.mjs$/;

export function pureReactRouter(): Plugin {
  return {
    name: 'klama:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      handler(code) {
        return {
          code: code
            .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
            .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1'),
          map: null,
        };
      },
    },
  };
}

// One lint config for app, core, server, tests and scripts.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The dependency rules of docs/architecture.md, one zone per row of its table. An import is
// matched by how it is written: with an alias (`#server/thumbnails/…`) or relative, at any depth
// (`../thumbnails/…`, `../../server/thumbnails/…`). Dynamic `import()` is not checked.
const SEE = 'See docs/architecture.md#dependency-rules.'

/** From inside server/: a module whose path in server/ matches `path`. */
const serverModule = (path) => `^(#server/|(\\.\\./)+(server/)?)${path}`
/** From outside server/: any module of server/. */
const anyServerModule = '^(#server/|(\\.\\./)+server/)'

const noApp = {
  regex: '^(#app/|(\\.\\./)+app/)',
  message: `server/ never imports the React app; it loads the build at run time. ${SEE}`,
}
const noTests = {
  regex: '^(#tests/|(\\.\\./)+tests/)',
  message: `Product code never imports tests/; only the tests beside it may. ${SEE}`,
}
const noRoot = {
  regex: serverModule('(app|start|main)\\.ts$'),
  message: `server/app.ts, start.ts and main.ts assemble the folders; a folder gets what it needs as arguments. ${SEE}`,
}
const noConfig = {
  regex: serverModule('config\\.ts$'),
  message: `server/http/ takes its settings as arguments; config.ts knows every capability. ${SEE}`,
}
const noCapability = {
  regex: serverModule('(thumbnails|contact|pages|batch)/'),
  message: `server/http/ is the kernel and knows no capability (thumbnails, contact, pages, batch). ${SEE}`,
}
const notOther = (...folders) => ({
  regex: serverModule(`(${folders.join('|')})/`),
  message: `A capability does not import another (${folders.join(', ')}); server/app.ts wires them together. ${SEE}`,
})
const loadContextTypes = {
  regex: `${anyServerModule}pages/load-context\\.ts$`,
  allowTypeImports: true,
  message: `Import the load context's types only (\`import type\`). ${SEE}`,
}
const TESTS = '**/*.test.{ts,tsx}'

const appServer = [
  {
    regex: `${anyServerModule}(?!pages/load-context\\.ts$)`,
    message: `app/ reaches the server only through the types of #server/pages/load-context.ts (and #server/config.ts in a *.server.ts module). ${SEE}`,
  },
  loadContextTypes,
]
const appServerModules = [
  {
    regex: `${anyServerModule}(?!pages/load-context\\.ts$|config\\.ts$)`,
    message: `A *.server.ts module reaches the server only through #server/config.ts and the types of #server/pages/load-context.ts. ${SEE}`,
  },
  loadContextTypes,
]
/** From app/lib/: any component. Types pass: app/lib/toast.ts names the toaster it loads late. */
const noComponents = {
  regex: '^(#app/components/|(\\.\\./)+(app/)?components/)',
  allowTypeImports: true,
  message: `app/lib/ is below the components: they import it, never the other way. ${SEE}`,
}
/**
 * Each folder of app/components/ and the other folders it may import statically; every folder
 * but ui/ may import ui/ (primitives). The downloader owns its mode switch and loads the batch
 * panel with a dynamic import, so it never imports batch/ statically.
 */
const COMPONENT_FOLDERS = {
  about: [],
  batch: ['downloader'],
  blog: [],
  contact: [],
  downloader: ['feed-preview', 'recent'],
  'feed-preview': [],
  home: ['downloader', 'recent'],
  legal: [],
  recent: ['downloader'],
  'thumbnail-tester': ['downloader', 'feed-preview'],
  ui: [],
}
/** From inside app/components/<folder>/: a component folder it may not import. */
function notOtherFolder(folder, allowed) {
  const open = new Set([folder, ...allowed, ...(folder === 'ui' ? [] : ['ui'])])
  const closed = Object.keys(COMPONENT_FOLDERS).filter((other) => !open.has(other))
  return {
    regex: `^(#app/components/|(\\.\\./)+(components/)?)(${closed.join('|')})/`,
    message: `app/components/${folder}/ imports only ${[...open].join(', ')} of the component folders. ${SEE}`,
  }
}
/** The app's server-only modules (and their tests): the build keeps them out of the browser. */
const SERVER_MODULES = ['app/**/*.server.{ts,tsx}', 'app/**/*.server.test.{ts,tsx}']

/**
 * Two blocks: the zone's product files, which may not import `forbid` nor tests/, and the tests
 * beside them, which may not import `testForbid` (by default `forbid`).
 */
function zone(files, forbid, { ignores = [], testForbid = forbid } = {}) {
  const restrict = (patterns) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  })
  return [
    { files, ignores: [TESTS, ...ignores], rules: restrict([...forbid, noTests]) },
    { files: files.map((glob) => [glob, TESTS]), ignores, rules: restrict(testForbid) },
  ]
}

const importZones = [
  ...zone(
    ['core/**'],
    [
      {
        regex: '^(?!\\./|#core/)',
        message: `core/ imports only core/: it runs in the browser and on the server, with no I/O and no framework. ${SEE}`,
      },
    ],
    {
      testForbid: [
        {
          regex: '^(?!\\./|#core/|#tests/|vitest$|fast-check$)',
          message: `A core/ test imports only core/, tests/, vitest and fast-check. ${SEE}`,
        },
      ],
    },
  ),
  // main.ts, start.ts, app.ts, config.ts and log.ts put the folders together.
  ...zone(['server/*.ts'], [noApp]),
  ...zone(['server/http/**'], [noApp, noRoot, noConfig, noCapability]),
  ...zone(['server/thumbnails/**'], [noApp, noRoot, notOther('contact', 'pages', 'batch')]),
  ...zone(['server/contact/**'], [noApp, noRoot, notOther('thumbnails', 'pages', 'batch')]),
  ...zone(['server/batch/**'], [noApp, noRoot, notOther('thumbnails', 'contact', 'pages')]),
  ...zone(
    ['server/pages/**'],
    [
      noApp,
      noRoot,
      {
        regex: serverModule('(thumbnails|contact|batch)/'),
        message: `server/pages/ gets the services as arguments; only load-context.ts names their types. ${SEE}`,
      },
    ],
    {
      ignores: ['server/pages/load-context.ts'],
    },
  ),
  // The contract names the services a loader may call: their types, never their code.
  ...zone(
    ['server/pages/load-context.ts'],
    [
      noApp,
      noRoot,
      {
        regex: serverModule('(thumbnails|contact)/'),
        allowTypeImports: true,
        message: `server/pages/load-context.ts imports capability types only (\`import type\`); server/app.ts passes the services in. ${SEE}`,
      },
    ],
  ),
  ...zone(['app/**'], appServer, { ignores: SERVER_MODULES }),
  ...zone(SERVER_MODULES, appServerModules),
  // Later blocks replace the rule's options for their files, so each repeats the app's rows.
  ...zone(['app/lib/**'], [...appServer, noComponents], { ignores: SERVER_MODULES }),
  ...zone(['app/lib/**/*.server.{ts,tsx}'], [...appServerModules, noComponents]),
  ...Object.entries(COMPONENT_FOLDERS).flatMap(([folder, allowed]) =>
    zone([`app/components/${folder}/**`], [...appServer, notOtherFolder(folder, allowed)]),
  ),
  // Where a zone allows types only, they must be `import type`: Node strips `import { type X }`
  // to `import {} from`, which still loads the module.
  {
    files: ['app/**/*.{ts,tsx}', 'server/pages/load-context.ts'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  ...zone(['scripts/**'], []),
]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of literals: Node runs .ts by stripping types.',
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importZones,
)

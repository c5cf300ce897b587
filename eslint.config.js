import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Layers, bottom to top: components, lib, api -> state (the six domains) and realtime -> features -> app.
// Imports flow upward only; a feature reads another feature only through these public entry points.
const FEATURES = ['auth', 'chat', 'employer', 'jobs', 'jobseeker', 'meetings', 'notifications', 'site'];
const PUBLIC_ENTRY_POINTS = [
  '@/features/meetings/components/ScheduleMeetingDialog',
  '@/features/meetings/bookedInterview',
  '@/features/chat/components/StartChatButton',
  // The account section (notification flags, password, deletion) both roles' settings pages show.
  '@/features/auth/components/AccountSettings',
];

const noImport = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });
const shared = noImport(
  ['@/features/**', '@/app/**', '@/state/**', '@/realtime/**', '@/mocks/**'],
  'Shared code (components, lib, api) imports no feature, state, realtime, mock or app module.',
);
const state = [
  noImport(
    ['@/features/**', '@/realtime/**', '@/mocks/**'],
    'State imports no feature, realtime or mock module.',
  ),
  noImport(['@/app/**'], 'State may read app types (RootState) only.', true),
];

const boundaries = [
  { files: ['src/components/**', 'src/lib/**', 'src/api/**'], patterns: [shared] },
  { files: ['src/state/**', 'src/realtime/**'], patterns: state.map((p) => ({ ...p })) },
  ...FEATURES.map((name) => ({
    files: [`src/features/${name}/**`],
    patterns: [
      {
        regex: `^@/features/(?!${name}/|${PUBLIC_ENTRY_POINTS.map((p) => p.replace('@/features/', '')).join('$|')}$)`,
        message: `A feature imports another feature only through its public entry points (${PUBLIC_ENTRY_POINTS.join(', ')}).`,
      },
      noImport(['../../**'], 'Relative imports stay inside the feature; use @/ for anything else.'),
      {
        regex: '^@/app/(?!hooks$|paths$)',
        message: 'A feature reads only the typed hooks and the paths from app/.',
      },
      noImport(['@/mocks/**'], 'Only main.tsx and the demo tools load the mock backend.'),
    ],
  })),
].map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }));

export default tseslint.config(
  { ignores: ['dist', 'public/mockServiceWorker.js', 'node_modules', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

// The smoke flows in chromium (support/smoke.ts): one file per engine, so the engines run side by side.
import { smoke } from './support/smoke'

smoke('chromium')

// The smoke flows in firefox (support/smoke.ts): one file per engine, so the engines run side by side.
import { smoke } from './support/smoke'

smoke('firefox')

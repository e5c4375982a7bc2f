// axe (WCAG 2.2 AA) over every page at 375 px (support/axe.ts): one file per width, so the widths run side by side.
import { axeAt } from './support/axe'

axeAt(375)

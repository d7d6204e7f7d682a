// npm run icons: redraws app/components/ui/icons.svg from lucide-react (after editing ICON_NAMES).
import { writeFileSync } from 'node:fs'
import { buildIconSprite, ICON_SPRITE_PATH } from './lib/icon-sprite.ts'

writeFileSync(ICON_SPRITE_PATH, buildIconSprite())
console.log(`wrote ${ICON_SPRITE_PATH}`)

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { sonnerPatch } from './scripts/vite-sonner-patch.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), sonnerPatch()],
})

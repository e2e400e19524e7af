import { getEnv } from './env'
import { buildPayloadConfig } from './payload/build-config'

export default buildPayloadConfig(getEnv())

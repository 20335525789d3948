export const id=3094;export const ids=[3094];export const modules={33094:(e,t,n)=>{n.r(t);n.d(t,{BlockReason:()=>d,ChatSession:()=>ChatSession,DynamicRetrievalMode:()=>g,ExecutableCodeLanguage:()=>s,FinishReason:()=>u,FunctionCallingMode:()=>h,GenerativeModel:()=>GenerativeModel,GoogleGenerativeAI:()=>GoogleGenerativeAI,GoogleGenerativeAIAbortError:()=>GoogleGenerativeAIAbortError,GoogleGenerativeAIError:()=>GoogleGenerativeAIError,GoogleGenerativeAIFetchError:()=>GoogleGenerativeAIFetchError,GoogleGenerativeAIRequestInputError:()=>GoogleGenerativeAIRequestInputError,GoogleGenerativeAIResponseError:()=>GoogleGenerativeAIResponseError,HarmBlockThreshold:()=>c,HarmCategory:()=>a,HarmProbability:()=>l,Outcome:()=>r,POSSIBLE_ROLES:()=>i,SchemaType:()=>o,TaskType:()=>f});var o;(function(e){e["STRING"]="string";e["NUMBER"]="number";e["INTEGER"]="integer";e["BOOLEAN"]="boolean";e["ARRAY"]="array";e["OBJECT"]="object"})(o||(o={}));
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */var s;(function(e){e["LANGUAGE_UNSPECIFIED"]="language_unspecified";e["PYTHON"]="python"})(s||(s={}));var r;(function(e){e["OUTCOME_UNSPECIFIED"]="outcome_unspecified";e["OUTCOME_OK"]="outcome_ok";e["OUTCOME_FAILED"]="outcome_failed";e["OUTCOME_DEADLINE_EXCEEDED"]="outcome_deadline_exceeded"})(r||(r={}));
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */const i=["user","model","function","system"];var a;(function(e){e["HARM_CATEGORY_UNSPECIFIED"]="HARM_CATEGORY_UNSPECIFIED";e["HARM_CATEGORY_HATE_SPEECH"]="HARM_CATEGORY_HATE_SPEECH";e["HARM_CATEGORY_SEXUALLY_EXPLICIT"]="HARM_CATEGORY_SEXUALLY_EXPLICIT";e["HARM_CATEGORY_HARASSMENT"]="HARM_CATEGORY_HARASSMENT";e["HARM_CATEGORY_DANGEROUS_CONTENT"]="HARM_CATEGORY_DANGEROUS_CONTENT";e["HARM_CATEGORY_CIVIC_INTEGRITY"]="HARM_CATEGORY_CIVIC_INTEGRITY"})(a||(a={}));var c;(function(e){e["HARM_BLOCK_THRESHOLD_UNSPECIFIED"]="HARM_BLOCK_THRESHOLD_UNSPECIFIED";e["BLOCK_LOW_AND_ABOVE"]="BLOCK_LOW_AND_ABOVE";e["BLOCK_MEDIUM_AND_ABOVE"]="BLOCK_MEDIUM_AND_ABOVE";e["BLOCK_ONLY_HIGH"]="BLOCK_ONLY_HIGH";e["BLOCK_NONE"]="BLOCK_NONE"})(c||(c={}));var l;(function(e){e["HARM_PROBABILITY_UNSPECIFIED"]="HARM_PROBABILITY_UNSPECIFIED";e["NEGLIGIBLE"]="NEGLIGIBLE";e["LOW"]="LOW";e["MEDIUM"]="MEDIUM";e["HIGH"]="HIGH"})(l||(l={}));var d;(function(e){e["BLOCKED_REASON_UNSPECIFIED"]="BLOCKED_REASON_UNSPECIFIED";e["SAFETY"]="SAFETY";e["OTHER"]="OTHER"})(d||(d={}));var u;(function(e){e["FINISH_REASON_UNSPECIFIED"]="FINISH_REASON_UNSPECIFIED";e["STOP"]="STOP";e["MAX_TOKENS"]="MAX_TOKENS";e["SAFETY"]="SAFETY";e["RECITATION"]="RECITATION";e["LANGUAGE"]="LANGUAGE";e["BLOCKLIST"]="BLOCKLIST";e["PROHIBITED_CONTENT"]="PROHIBITED_CONTENT";e["SPII"]="SPII";e["MALFORMED_FUNCTION_CALL"]="MALFORMED_FUNCTION_CALL";e["OTHER"]="OTHER"})(u||(u={}));var f;(function(e){e["TASK_TYPE_UNSPECIFIED"]="TASK_TYPE_UNSPECIFIED";e["RETRIEVAL_QUERY"]="RETRIEVAL_QUERY";e["RETRIEVAL_DOCUMENT"]="RETRIEVAL_DOCUMENT";e["SEMANTIC_SIMILARITY"]="SEMANTIC_SIMILARITY";e["CLASSIFICATION"]="CLASSIFICATION";e["CLUSTERING"]="CLUSTERING"})(f||(f={}));var h;(function(e){e["MODE_UNSPECIFIED"]="MODE_UNSPECIFIED";e["AUTO"]="AUTO";e["ANY"]="ANY";e["NONE"]="NONE"})(h||(h={}));var g;(function(e){e["MODE_UNSPECIFIED"]="MODE_UNSPECIFIED";e["MODE_DYNAMIC"]="MODE_DYNAMIC"})(g||(g={}));
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */class GoogleGenerativeAIError extends Error{constructor(e){super(`[GoogleGenerativeAI Error]: ${e}`)}}class GoogleGenerativeAIResponseError extends GoogleGenerativeAIError{constructor(e,t){super(e);this.response=t}}class GoogleGenerativeAIFetchError extends GoogleGenerativeAIError{constructor(e,t,n,o){super(e);this.status=t;this.statusText=n;this.errorDetails=o}}class GoogleGenerativeAIRequestInputError extends GoogleGenerativeAIError{}class GoogleGenerativeAIAbortError extends GoogleGenerativeAIError{}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */const E="https://generativelanguage.googleapis.com";const p="v1beta";const m="0.24.1";const C="genai-js";var v;(function(e){e["GENERATE_CONTENT"]="generateContent";e["STREAM_GENERATE_CONTENT"]="streamGenerateContent";e["COUNT_TOKENS"]="countTokens";e["EMBED_CONTENT"]="embedContent";e["BATCH_EMBED_CONTENTS"]="batchEmbedContents"})(v||(v={}));class RequestUrl{constructor(e,t,n,o,s){this.model=e;this.task=t;this.apiKey=n;this.stream=o;this.requestOptions=s}toString(){var e,t;const n=((e=this.requestOptions)===null||e===void 0?void 0:e.apiVersion)||p;const o=((t=this.requestOptions)===null||t===void 0?void 0:t.baseUrl)||E;let s=`${o}/${n}/${this.model}:${this.task}`;if(this.stream){s+="?alt=sse"}return s}}function getClientHeaders(e){const t=[];if(e===null||e===void 0?void 0:e.apiClient){t.push(e.apiClient)}t.push(`${C}/${m}`);return t.join(" ")}async function getHeaders(e){var t;const n=new Headers;n.append("Content-Type","application/json");n.append("x-goog-api-client",getClientHeaders(e.requestOptions));n.append("x-goog-api-key",e.apiKey);let o=(t=e.requestOptions)===null||t===void 0?void 0:t.customHeaders;if(o){if(!(o instanceof Headers)){try{o=new Headers(o)}catch(e){throw new GoogleGenerativeAIRequestInputError(`unable to convert customHeaders value ${JSON.stringify(o)} to Headers: ${e.message}`)}}for(const[e,t]of o.entries()){if(e==="x-goog-api-key"){throw new GoogleGenerativeAIRequestInputError(`Cannot set reserved header name ${e}`)}else if(e==="x-goog-api-client"){throw new GoogleGenerativeAIRequestInputError(`Header name ${e} can only be set using the apiClient field`)}n.append(e,t)}}return n}async function constructModelRequest(e,t,n,o,s,r){const i=new RequestUrl(e,t,n,o,r);return{url:i.toString(),fetchOptions:Object.assign(Object.assign({},buildFetchOptions(r)),{method:"POST",headers:await getHeaders(i),body:s})}}async function makeModelRequest(e,t,n,o,s,r={},i=fetch){const{url:a,fetchOptions:c}=await constructModelRequest(e,t,n,o,s,r);return makeRequest(a,c,i)}async function makeRequest(e,t,n=fetch){let o;try{o=await n(e,t)}catch(t){handleResponseError(t,e)}if(!o.ok){await handleResponseNotOk(o,e)}return o}function handleResponseError(e,t){let n=e;if(n.name==="AbortError"){n=new GoogleGenerativeAIAbortError(`Request aborted when fetching ${t.toString()}: ${e.message}`);n.stack=e.stack}else if(!(e instanceof GoogleGenerativeAIFetchError||e instanceof GoogleGenerativeAIRequestInputError)){n=new GoogleGenerativeAIError(`Error fetching from ${t.toString()}: ${e.message}`);n.stack=e.stack}throw n}async function handleResponseNotOk(e,t){let n="";let o;try{const t=await e.json();n=t.error.message;if(t.error.details){n+=` ${JSON.stringify(t.error.details)}`;o=t.error.details}}catch(e){}throw new GoogleGenerativeAIFetchError(`Error fetching from ${t.toString()}: [${e.status} ${e.statusText}] ${n}`,e.status,e.statusText,o)}function buildFetchOptions(e){const t={};if((e===null||e===void 0?void 0:e.signal)!==undefined||(e===null||e===void 0?void 0:e.timeout)>=0){const n=new AbortController;if((e===null||e===void 0?void 0:e.timeout)>=0){setTimeout(()=>n.abort(),e.timeout)}if(e===null||e===void 0?void 0:e.signal){e.signal.addEventListener("abort",()=>{n.abort()})}t.signal=n.signal}return t}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */function addHelpers(e){e.text=()=>{if(e.candidates&&e.candidates.length>0){if(e.candidates.length>1){console.warn(`This response had ${e.candidates.length} `+`candidates. Returning text from the first candidate only. `+`Access response.candidates directly to use the other candidates.`)}if(hadBadFinishReason(e.candidates[0])){throw new GoogleGenerativeAIResponseError(`${formatBlockErrorMessage(e)}`,e)}return getText(e)}else if(e.promptFeedback){throw new GoogleGenerativeAIResponseError(`Text not available. ${formatBlockErrorMessage(e)}`,e)}return""};e.functionCall=()=>{if(e.candidates&&e.candidates.length>0){if(e.candidates.length>1){console.warn(`This response had ${e.candidates.length} `+`candidates. Returning function calls from the first candidate only. `+`Access response.candidates directly to use the other candidates.`)}if(hadBadFinishReason(e.candidates[0])){throw new GoogleGenerativeAIResponseError(`${formatBlockErrorMessage(e)}`,e)}console.warn(`response.functionCall() is deprecated. `+`Use response.functionCalls() instead.`);return getFunctionCalls(e)[0]}else if(e.promptFeedback){throw new GoogleGenerativeAIResponseError(`Function call not available. ${formatBlockErrorMessage(e)}`,e)}return undefined};e.functionCalls=()=>{if(e.candidates&&e.candidates.length>0){if(e.candidates.length>1){console.warn(`This response had ${e.candidates.length} `+`candidates. Returning function calls from the first candidate only. `+`Access response.candidates directly to use the other candidates.`)}if(hadBadFinishReason(e.candidates[0])){throw new GoogleGenerativeAIResponseError(`${formatBlockErrorMessage(e)}`,e)}return getFunctionCalls(e)}else if(e.promptFeedback){throw new GoogleGenerativeAIResponseError(`Function call not available. ${formatBlockErrorMessage(e)}`,e)}return undefined};return e}function getText(e){var t,n,o,s;const r=[];if((n=(t=e.candidates)===null||t===void 0?void 0:t[0].content)===null||n===void 0?void 0:n.parts){for(const t of(s=(o=e.candidates)===null||o===void 0?void 0:o[0].content)===null||s===void 0?void 0:s.parts){if(t.text){r.push(t.text)}if(t.executableCode){r.push("\n```"+t.executableCode.language+"\n"+t.executableCode.code+"\n```\n")}if(t.codeExecutionResult){r.push("\n```\n"+t.codeExecutionResult.output+"\n```\n")}}}if(r.length>0){return r.join("")}else{return""}}function getFunctionCalls(e){var t,n,o,s;const r=[];if((n=(t=e.candidates)===null||t===void 0?void 0:t[0].content)===null||n===void 0?void 0:n.parts){for(const t of(s=(o=e.candidates)===null||o===void 0?void 0:o[0].content)===null||s===void 0?void 0:s.parts){if(t.functionCall){r.push(t.functionCall)}}}if(r.length>0){return r}else{return undefined}}const I=[u.RECITATION,u.SAFETY,u.LANGUAGE];function hadBadFinishReason(e){return!!e.finishReason&&I.includes(e.finishReason)}function formatBlockErrorMessage(e){var t,n,o;let s="";if((!e.candidates||e.candidates.length===0)&&e.promptFeedback){s+="Response was blocked";if((t=e.promptFeedback)===null||t===void 0?void 0:t.blockReason){s+=` due to ${e.promptFeedback.blockReason}`}if((n=e.promptFeedback)===null||n===void 0?void 0:n.blockReasonMessage){s+=`: ${e.promptFeedback.blockReasonMessage}`}}else if((o=e.candidates)===null||o===void 0?void 0:o[0]){const t=e.candidates[0];if(hadBadFinishReason(t)){s+=`Candidate was blocked due to ${t.finishReason}`;if(t.finishMessage){s+=`: ${t.finishMessage}`}}}return s}function __await(e){return this instanceof __await?(this.v=e,this):new __await(e)}function __asyncGenerator(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),s,r=[];return s={},verb("next"),verb("throw"),verb("return"),s[Symbol.asyncIterator]=function(){return this},s;function verb(e){if(o[e])s[e]=function(t){return new Promise(function(n,o){r.push([e,t,n,o])>1||resume(e,t)})}}function resume(e,t){try{step(o[e](t))}catch(e){settle(r[0][3],e)}}function step(e){e.value instanceof __await?Promise.resolve(e.value.v).then(fulfill,reject):settle(r[0][2],e)}function fulfill(e){resume("next",e)}function reject(e){resume("throw",e)}function settle(e,t){if(e(t),r.shift(),r.length)resume(r[0][0],r[0][1])}}typeof SuppressedError==="function"?SuppressedError:function(e,t,n){var o=new Error(n);return o.name="SuppressedError",o.error=e,o.suppressed=t,o};
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */const R=/^data\: (.*)(?:\n\n|\r\r|\r\n\r\n)/;function processStream(e){const t=e.body.pipeThrough(new TextDecoderStream("utf8",{fatal:true}));const n=getResponseStream(t);const[o,s]=n.tee();return{stream:generateResponseSequence(o),response:getResponsePromise(s)}}async function getResponsePromise(e){const t=[];const n=e.getReader();while(true){const{done:e,value:o}=await n.read();if(e){return addHelpers(aggregateResponses(t))}t.push(o)}}function generateResponseSequence(e){return __asyncGenerator(this,arguments,function*generateResponseSequence_1(){const t=e.getReader();while(true){const{value:e,done:n}=yield __await(t.read());if(n){break}yield yield __await(addHelpers(e))}})}function getResponseStream(e){const t=e.getReader();const n=new ReadableStream({start(e){let n="";return pump();function pump(){return t.read().then(({value:t,done:o})=>{if(o){if(n.trim()){e.error(new GoogleGenerativeAIError("Failed to parse stream"));return}e.close();return}n+=t;let s=n.match(R);let r;while(s){try{r=JSON.parse(s[1])}catch(t){e.error(new GoogleGenerativeAIError(`Error parsing JSON response: "${s[1]}"`));return}e.enqueue(r);n=n.substring(s[0].length);s=n.match(R)}return pump()}).catch(e=>{let t=e;t.stack=e.stack;if(t.name==="AbortError"){t=new GoogleGenerativeAIAbortError("Request aborted when reading from the stream")}else{t=new GoogleGenerativeAIError("Error reading from the stream")}throw t})}}});return n}function aggregateResponses(e){const t=e[e.length-1];const n={promptFeedback:t===null||t===void 0?void 0:t.promptFeedback};for(const t of e){if(t.candidates){let e=0;for(const o of t.candidates){if(!n.candidates){n.candidates=[]}if(!n.candidates[e]){n.candidates[e]={index:e}}n.candidates[e].citationMetadata=o.citationMetadata;n.candidates[e].groundingMetadata=o.groundingMetadata;n.candidates[e].finishReason=o.finishReason;n.candidates[e].finishMessage=o.finishMessage;n.candidates[e].safetyRatings=o.safetyRatings;if(o.content&&o.content.parts){if(!n.candidates[e].content){n.candidates[e].content={role:o.content.role||"user",parts:[]}}const t={};for(const s of o.content.parts){if(s.text){t.text=s.text}if(s.functionCall){t.functionCall=s.functionCall}if(s.executableCode){t.executableCode=s.executableCode}if(s.codeExecutionResult){t.codeExecutionResult=s.codeExecutionResult}if(Object.keys(t).length===0){t.text=""}n.candidates[e].content.parts.push(t)}}}e++}if(t.usageMetadata){n.usageMetadata=t.usageMetadata}}return n}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */async function generateContentStream(e,t,n,o){const s=await makeModelRequest(t,v.STREAM_GENERATE_CONTENT,e,true,JSON.stringify(n),o);return processStream(s)}async function generateContent(e,t,n,o){const s=await makeModelRequest(t,v.GENERATE_CONTENT,e,false,JSON.stringify(n),o);const r=await s.json();const i=addHelpers(r);return{response:i}}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */function formatSystemInstruction(e){if(e==null){return undefined}else if(typeof e==="string"){return{role:"system",parts:[{text:e}]}}else if(e.text){return{role:"system",parts:[e]}}else if(e.parts){if(!e.role){return{role:"system",parts:e.parts}}else{return e}}}function formatNewContent(e){let t=[];if(typeof e==="string"){t=[{text:e}]}else{for(const n of e){if(typeof n==="string"){t.push({text:n})}else{t.push(n)}}}return assignRoleToPartsAndValidateSendMessageRequest(t)}function assignRoleToPartsAndValidateSendMessageRequest(e){const t={role:"user",parts:[]};const n={role:"function",parts:[]};let o=false;let s=false;for(const r of e){if("functionResponse"in r){n.parts.push(r);s=true}else{t.parts.push(r);o=true}}if(o&&s){throw new GoogleGenerativeAIError("Within a single message, FunctionResponse cannot be mixed with other type of part in the request for sending chat message.")}if(!o&&!s){throw new GoogleGenerativeAIError("No content is provided for sending chat message.")}if(o){return t}return n}function formatCountTokensInput(e,t){var n;let o={model:t===null||t===void 0?void 0:t.model,generationConfig:t===null||t===void 0?void 0:t.generationConfig,safetySettings:t===null||t===void 0?void 0:t.safetySettings,tools:t===null||t===void 0?void 0:t.tools,toolConfig:t===null||t===void 0?void 0:t.toolConfig,systemInstruction:t===null||t===void 0?void 0:t.systemInstruction,cachedContent:(n=t===null||t===void 0?void 0:t.cachedContent)===null||n===void 0?void 0:n.name,contents:[]};const s=e.generateContentRequest!=null;if(e.contents){if(s){throw new GoogleGenerativeAIRequestInputError("CountTokensRequest must have one of contents or generateContentRequest, not both.")}o.contents=e.contents}else if(s){o=Object.assign(Object.assign({},o),e.generateContentRequest)}else{const t=formatNewContent(e);o.contents=[t]}return{generateContentRequest:o}}function formatGenerateContentInput(e){let t;if(e.contents){t=e}else{const n=formatNewContent(e);t={contents:[n]}}if(e.systemInstruction){t.systemInstruction=formatSystemInstruction(e.systemInstruction)}return t}function formatEmbedContentInput(e){if(typeof e==="string"||Array.isArray(e)){const t=formatNewContent(e);return{content:t}}return e}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */const A=["text","inlineData","functionCall","functionResponse","executableCode","codeExecutionResult"];const O={user:["text","inlineData"],function:["functionResponse"],model:["text","functionCall","executableCode","codeExecutionResult"],system:["text"]};function validateChatHistory(e){let t=false;for(const n of e){const{role:e,parts:o}=n;if(!t&&e!=="user"){throw new GoogleGenerativeAIError(`First content should be with role 'user', got ${e}`)}if(!i.includes(e)){throw new GoogleGenerativeAIError(`Each item should include role field. Got ${e} but valid roles are: ${JSON.stringify(i)}`)}if(!Array.isArray(o)){throw new GoogleGenerativeAIError("Content should have 'parts' property with an array of Parts")}if(o.length===0){throw new GoogleGenerativeAIError("Each Content should have at least one part")}const s={text:0,inlineData:0,functionCall:0,functionResponse:0,fileData:0,executableCode:0,codeExecutionResult:0};for(const e of o){for(const t of A){if(t in e){s[t]+=1}}}const r=O[e];for(const t of A){if(!r.includes(t)&&s[t]>0){throw new GoogleGenerativeAIError(`Content with role '${e}' can't contain '${t}' part`)}}t=true}}function isValidResponse(e){var t;if(e.candidates===undefined||e.candidates.length===0){return false}const n=(t=e.candidates[0])===null||t===void 0?void 0:t.content;if(n===undefined){return false}if(n.parts===undefined||n.parts.length===0){return false}for(const e of n.parts){if(e===undefined||Object.keys(e).length===0){return false}if(e.text!==undefined&&e.text===""){return false}}return true}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */const _="SILENT_ERROR";class ChatSession{constructor(e,t,n,o={}){this.model=t;this.params=n;this._requestOptions=o;this._history=[];this._sendPromise=Promise.resolve();this._apiKey=e;if(n===null||n===void 0?void 0:n.history){validateChatHistory(n.history);this._history=n.history}}async getHistory(){await this._sendPromise;return this._history}async sendMessage(e,t={}){var n,o,s,r,i,a;await this._sendPromise;const c=formatNewContent(e);const l={safetySettings:(n=this.params)===null||n===void 0?void 0:n.safetySettings,generationConfig:(o=this.params)===null||o===void 0?void 0:o.generationConfig,tools:(s=this.params)===null||s===void 0?void 0:s.tools,toolConfig:(r=this.params)===null||r===void 0?void 0:r.toolConfig,systemInstruction:(i=this.params)===null||i===void 0?void 0:i.systemInstruction,cachedContent:(a=this.params)===null||a===void 0?void 0:a.cachedContent,contents:[...this._history,c]};const d=Object.assign(Object.assign({},this._requestOptions),t);let u;this._sendPromise=this._sendPromise.then(()=>generateContent(this._apiKey,this.model,l,d)).then(e=>{var t;if(isValidResponse(e.response)){this._history.push(c);const n=Object.assign({parts:[],role:"model"},(t=e.response.candidates)===null||t===void 0?void 0:t[0].content);this._history.push(n)}else{const t=formatBlockErrorMessage(e.response);if(t){console.warn(`sendMessage() was unsuccessful. ${t}. Inspect response object for details.`)}}u=e}).catch(e=>{this._sendPromise=Promise.resolve();throw e});await this._sendPromise;return u}async sendMessageStream(e,t={}){var n,o,s,r,i,a;await this._sendPromise;const c=formatNewContent(e);const l={safetySettings:(n=this.params)===null||n===void 0?void 0:n.safetySettings,generationConfig:(o=this.params)===null||o===void 0?void 0:o.generationConfig,tools:(s=this.params)===null||s===void 0?void 0:s.tools,toolConfig:(r=this.params)===null||r===void 0?void 0:r.toolConfig,systemInstruction:(i=this.params)===null||i===void 0?void 0:i.systemInstruction,cachedContent:(a=this.params)===null||a===void 0?void 0:a.cachedContent,contents:[...this._history,c]};const d=Object.assign(Object.assign({},this._requestOptions),t);const u=generateContentStream(this._apiKey,this.model,l,d);this._sendPromise=this._sendPromise.then(()=>u).catch(e=>{throw new Error(_)}).then(e=>e.response).then(e=>{if(isValidResponse(e)){this._history.push(c);const t=Object.assign({},e.candidates[0].content);if(!t.role){t.role="model"}this._history.push(t)}else{const t=formatBlockErrorMessage(e);if(t){console.warn(`sendMessageStream() was unsuccessful. ${t}. Inspect response object for details.`)}}}).catch(e=>{if(e.message!==_){console.error(e)}});return u}}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */async function countTokens(e,t,n,o){const s=await makeModelRequest(t,v.COUNT_TOKENS,e,false,JSON.stringify(n),o);return s.json()}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */async function embedContent(e,t,n,o){const s=await makeModelRequest(t,v.EMBED_CONTENT,e,false,JSON.stringify(n),o);return s.json()}async function batchEmbedContents(e,t,n,o){const s=n.requests.map(e=>Object.assign(Object.assign({},e),{model:t}));const r=await makeModelRequest(t,v.BATCH_EMBED_CONTENTS,e,false,JSON.stringify({requests:s}),o);return r.json()}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */class GenerativeModel{constructor(e,t,n={}){this.apiKey=e;this._requestOptions=n;if(t.model.includes("/")){this.model=t.model}else{this.model=`models/${t.model}`}this.generationConfig=t.generationConfig||{};this.safetySettings=t.safetySettings||[];this.tools=t.tools;this.toolConfig=t.toolConfig;this.systemInstruction=formatSystemInstruction(t.systemInstruction);this.cachedContent=t.cachedContent}async generateContent(e,t={}){var n;const o=formatGenerateContentInput(e);const s=Object.assign(Object.assign({},this._requestOptions),t);return generateContent(this.apiKey,this.model,Object.assign({generationConfig:this.generationConfig,safetySettings:this.safetySettings,tools:this.tools,toolConfig:this.toolConfig,systemInstruction:this.systemInstruction,cachedContent:(n=this.cachedContent)===null||n===void 0?void 0:n.name},o),s)}async generateContentStream(e,t={}){var n;const o=formatGenerateContentInput(e);const s=Object.assign(Object.assign({},this._requestOptions),t);return generateContentStream(this.apiKey,this.model,Object.assign({generationConfig:this.generationConfig,safetySettings:this.safetySettings,tools:this.tools,toolConfig:this.toolConfig,systemInstruction:this.systemInstruction,cachedContent:(n=this.cachedContent)===null||n===void 0?void 0:n.name},o),s)}startChat(e){var t;return new ChatSession(this.apiKey,this.model,Object.assign({generationConfig:this.generationConfig,safetySettings:this.safetySettings,tools:this.tools,toolConfig:this.toolConfig,systemInstruction:this.systemInstruction,cachedContent:(t=this.cachedContent)===null||t===void 0?void 0:t.name},e),this._requestOptions)}async countTokens(e,t={}){const n=formatCountTokensInput(e,{model:this.model,generationConfig:this.generationConfig,safetySettings:this.safetySettings,tools:this.tools,toolConfig:this.toolConfig,systemInstruction:this.systemInstruction,cachedContent:this.cachedContent});const o=Object.assign(Object.assign({},this._requestOptions),t);return countTokens(this.apiKey,this.model,n,o)}async embedContent(e,t={}){const n=formatEmbedContentInput(e);const o=Object.assign(Object.assign({},this._requestOptions),t);return embedContent(this.apiKey,this.model,n,o)}async batchEmbedContents(e,t={}){const n=Object.assign(Object.assign({},this._requestOptions),t);return batchEmbedContents(this.apiKey,this.model,e,n)}}
/**
 * @license
 * Copyright 2024 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */class GoogleGenerativeAI{constructor(e){this.apiKey=e}getGenerativeModel(e,t){if(!e.model){throw new GoogleGenerativeAIError(`Must provide a model name. `+`Example: genai.getGenerativeModel({ model: 'my-model-name' })`)}return new GenerativeModel(this.apiKey,e,t)}getGenerativeModelFromCachedContent(e,t,n){if(!e.name){throw new GoogleGenerativeAIRequestInputError("Cached content must contain a `name` field.")}if(!e.model){throw new GoogleGenerativeAIRequestInputError("Cached content must contain a `model` field.")}const o=["model","systemInstruction"];for(const n of o){if((t===null||t===void 0?void 0:t[n])&&e[n]&&(t===null||t===void 0?void 0:t[n])!==e[n]){if(n==="model"){const n=t.model.startsWith("models/")?t.model.replace("models/",""):t.model;const o=e.model.startsWith("models/")?e.model.replace("models/",""):e.model;if(n===o){continue}}throw new GoogleGenerativeAIRequestInputError(`Different value for "${n}" specified in modelParams`+` (${t[n]}) and cachedContent (${e[n]})`)}}const s=Object.assign(Object.assign({},t),{model:e.model,tools:e.tools,toolConfig:e.toolConfig,systemInstruction:e.systemInstruction,cachedContent:e});return new GenerativeModel(this.apiKey,s,n)}}}};
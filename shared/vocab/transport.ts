/**
 * The transport's failures, in Russian and English: what a call between the window and the console
 * says when it never reached the game — a bad call or payload, a refused sender, a deadline, the
 * browser-mode server's refusals and error pages, the folder confinement, a bug's one line. The
 * failure codes stay beside their checks (main/app, main/web, main/electron, shared/bridge,
 * renderer/src/bridge); the words are here.
 */
import type { Bilingual } from './lang';

const b = (ru: string, en: string): Bilingual => ({ ru, en });

export const TRANSPORT_WORDS = {
  // A view's token (issue 14) tried a call that writes.
  readOnly: (name: string): Bilingual => b(`Отказано: «${name}» меняет кампанию или действует на машине ведущего, а этот экран только для просмотра. Это может только ведущий.`, `Forbidden: "${name}" changes the campaign or acts on the game master's machine, and this screen is view-only. Only the game master can do it.`),
  // The dispatcher and the bridge's validation (shared/bridge/contract.ts, main/app/dispatch.ts).
  internal: (name: string, logFile?: string): Bilingual =>
    b(`Внутренняя ошибка при вызове «${name}». Подробности записаны в журнал${logFile ? ` ${logFile}` : ''}.`, `Internal error in "${name}". The details are in the log${logFile ? ` ${logFile}` : ''}.`),
  badCallData: b('Неверные данные вызова.', 'Bad call data.'),
  unknownCall: (name: string): Bilingual => b(`Неизвестный вызов «${name}».`, `Unknown call "${name}".`),
  /** `issue` is the schema's own (English) words, or null. */
  badPayload: (name: string, field: string, issue: string | null): Bilingual => b(`Неверные данные вызова «${name}»: поле ${field} — ${issue ?? 'ошибка'}.`, `Bad data for "${name}": field ${field} — ${issue ?? 'invalid'}.`),
  // A bug's one line (main/app/bugLog.ts).
  bugLogged: (what: string, file: string): Bilingual =>
    b(
      `Внутренняя ошибка консоли (${what}) — это ошибка программы, а не вашего файла; файл кампании не изменён этим сбоем. Подробности записаны в ${file}; пожалуйста, приложите этот файл к сообщению об ошибке.`,
      `Internal error of the console (${what}): a bug of the program, not of your file; the campaign file was not changed by it. The details are in ${file}; please attach that file to a bug report.`,
    ),
  bugNotLogged: (what: string): Bilingual =>
    b(
      `Внутренняя ошибка консоли (${what}) — это ошибка программы, а не вашего файла. Записать подробности не удалось (папка журнала недоступна).`,
      `Internal error of the console (${what}): a bug of the program, not of your file. Its details could not be logged (the log folder is not writable).`,
    ),
  // Browser mode's folder (main/app/confine.ts, main/app/files.ts).
  outsideFolder: b(
    'В режиме браузера файл называют только по имени в папке кампаний (без «/», «\\», «..» и точки в начале). Файл из другого места загрузите кнопкой «Загрузить…», а копию сохраните кнопкой «Скачать».',
    'In browser mode a file is named only by its name in the campaigns folder (no "/", "\\", ".." or leading dot). Upload a file from elsewhere with "Upload…", and save a copy with "Download".',
  ),
  fileExists: (name: string): Bilingual => b(`Файл «${name}» уже есть в папке кампаний. Выберите другое имя или подтвердите замену.`, `"${name}" already exists in the campaigns folder. Choose another name or confirm replacing it.`),
  // The campaign worker (main/web/calls.ts).
  timeout: (name: string, seconds: number): Bilingual =>
    b(
      `Вызов «${name}» не закончился за ${seconds} с и прерван. Кампания открыта заново; незаконченное действие не сохранено.`,
      `The call "${name}" did not finish within ${seconds} s and was stopped. The campaign was reopened; the unfinished action was not saved.`,
    ),
  renderTimeout: (name: string, seconds: number): Bilingual =>
    b(
      `Документ («${name}») не подготовлен за ${seconds} с, и его подготовка прервана; ничего не изменено. Попробуйте документ поменьше (другой ход, формат HTML) или повторите позже.`,
      `The document ("${name}") was not ready within ${seconds} s and was stopped; nothing was changed. Try a smaller document (another turn, HTML) or try again later.`,
    ),
  stopped: (name: string): Bilingual => b(`Вызов «${name}» не выполнен: консоль останавливается или перезапускает обработчик.`, `The call "${name}" was not run: the console is stopping or restarting its worker.`),
  // The Electron IPC layer (main/electron/ipc.ts).
  forbiddenSender: b('Вызов отклонён: он пришёл не из окна консоли.', 'Call refused: it did not come from the console window.'),
  oneArgumentsObject: b('Неверные данные вызова: ожидается один объект аргументов.', 'Bad call data: expected one arguments object.'),
  // The window adapter (main/app/handlers.ts).
  printInWindow: b('В браузере сводку печатают из окна: откройте её и нажмите «Печать».', 'In the browser, print the summary from the window: open it and press Print.'),
  noFileDialog: b('Здесь нет окна выбора файла: введите путь к файлу.', 'There is no file dialog here: type the path of the file.'),
  // The window's bridges (renderer/src/bridge).
  unreachable: (detail: string): Bilingual => b(`Нет связи с консолью (${detail}). Запущен ли сервер?`, `The console cannot be reached (${detail}). Is the server running?`),
  windowUnknownCall: (name: string): Bilingual => b(`Окно не знает вызова «${name}».`, `The window has no call "${name}".`),
} as const;

/** Browser mode's server (main/web/server.ts): its refusals of a request, its error pages and replies. */
export const SERVER_WORDS = {
  badHost: b('Отказано: чужой заголовок Host. Консоль отвечает только по своим адресам (127.0.0.1 или localhost, и адрес сети клуба, если он включён) со своим портом.', "Forbidden: foreign Host header. The console answers only at its own addresses (127.0.0.1 or localhost, and the club network's address when switched on) on its own port."),
  badOrigin: b('Отказано: запрос пришёл со страницы другого сайта (Origin).', "Forbidden: the request came from another site's page (Origin)."),
  noToken: b('Отказано: нет ключа доступа. Откройте адрес, который консоль напечатала при запуске (с ?token=…), или код экрана от ведущего.', "Forbidden: no access token. Open the address the console printed at start (with ?token=…), or the game master's view code."),
  badToken: b('Отказано: неверный ключ доступа. Ключ меняется при каждом запуске — откройте новый напечатанный адрес или попросите у ведущего новый код.', 'Forbidden: wrong access token. The token changes at every start — open the newly printed address or ask the game master for a new code.'),
  notBuilt: b('Интерфейс консоли не собран (нет index.html). Выполните `npm run build` и перезапустите `npm run web`.', "The console's interface is not built (no index.html). Run `npm run build` and restart `npm run web`."),
  badUrl: b('Неверный адрес.', 'Bad URL.'),
  callsPostOnly: b('Вызовы — только POST.', 'Calls are POST only.'),
  jsonBody: b('Тело вызова — JSON (Content-Type: application/json).', 'The call body must be JSON (Content-Type: application/json).'),
  tooLarge: b('Слишком большой запрос.', 'Request too large.'),
  notJson: b('Тело вызова — не JSON.', 'The call body is not valid JSON.'),
  eventsGetOnly: b('События — только GET.', 'Events are GET only.'),
  noApiPath: b('Нет такого адреса API.', 'No such API path.'),
  getOnly: b('Только GET.', 'GET only.'),
  fileNotFound: (path: string): Bilingual => b(`Файл не найден или недоступен: ${path}`, `File not found or not allowed: ${path}`),
  internal: b('Внутренняя ошибка сервера.', 'Internal server error.'),
  revoked: b('Отказано: ведущий отозвал этот код экрана. Попросите у него новый.', 'Forbidden: the game master revoked this view code. Ask for a new one.'),
  gmLoopbackOnly: b('Отказано: ключ ведущего действует только на этой машине (127.0.0.1). По сети клуба открываются только экраны просмотра.', "Forbidden: the game master's token works on this machine only (127.0.0.1). Over the club network only view screens open."),
  busy: b('Экран уже готовит документ (или два документа готовятся для всех экранов сразу). Дождитесь его и повторите.', 'This screen is already preparing a document (or two are being prepared for all screens at once). Wait for it and try again.'),
  tooMany: b('Слишком много неверных кодов с этого адреса. Подождите минуту и введите код ещё раз.', 'Too many wrong codes from this address. Wait a minute and type the code again.'),
  lanListenFailed: (address: string, reason: string): Bilingual => b(`Не удалось слушать ${address}: ${reason}`, `Could not listen on ${address}: ${reason}`),
  noSuchViewCode: (id: string): Bilingual => b(`Нет такого кода экрана (${id}): он уже отозван или не выдавался.`, `No such view code (${id}): already revoked, or never minted.`),
  notClaimable: b('Этот код не даёт права отдавать приказы: его нельзя закрепить за телефоном.', 'This code gives no right to order: it cannot be claimed by a phone.'),
  alreadyClaimed: b('Код приказов уже закреплён за другим телефоном. Попросите ведущего выдать новый код.', 'This order code is already claimed by another phone. Ask the game master for a new code.'),
  notYourArmy: (army: string): Bilingual => b(`Ваш код отдаёт приказы только армии ${army}.`, `Your code gives orders to army ${army} only.`),
  /** A phone's planned order the engine refused without a reason to quote (should not happen; said plainly). */
  orderNotTaken: b('Приказ не принят.', 'The order was not taken.'),
  machineSeat: (army: string): Bilingual => b(`Армией ${army} сейчас играет машина: приказы с телефона не принимаются.`, `Army ${army} is played by the machine now: orders from a phone are not taken.`),
  waitsForGm: b('Ведущий принимает ваш ход целиком: отдайте приказы на телефоне и отправьте ход ему на утверждение.', 'The game master takes your whole move at once: give your orders on the phone and send the move for his approval.'),
  ordersGoStraight: b('Ваши приказы записываются сразу: отправлять ход на утверждение не нужно.', 'Your orders are recorded at once: there is no move to send for approval.'),
  noProposal: (army: string): Bilingual => b(`Ход армии ${army} не ждёт утверждения.`, `No move of army ${army} is waiting for approval.`),
  outdated: (army: string, basedOn: number, head: number): Bilingual =>
    b(
      `Ход армии ${army} с телефона сделан на позиции записи ${basedOn}, а с тех пор записано ещё (теперь запись ${head}): принять его нельзя. Уберите его; игрок сделает ход заново на новой позиции.`,
      `Army ${army}'s move from the phone was made on the position of entry ${basedOn}; more was recorded since (the head is now entry ${head}), so it cannot be accepted. Dismiss it; the player will make the move again on the new position.`,
    ),
  notDevice: b('Вернуть приказ может только телефон игрока; ведущий пользуется отменой.', "Only a player's phone takes back an order; the game master uses undo."),
} as const;

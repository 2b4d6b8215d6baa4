// The zh-TW message catalogue: every user-facing message the spec quotes (documents 000, 001, 002),
// copied character for character (full-width punctuation included), so that the server's 400/4xx
// answers and the client's toasts say exactly the same words. Messages with a number or a server
// reason inside are small functions. Entries marked "not quoted by the spec" fill a gap the spec
// leaves open ("not shown") and are the only words here that were not copied.

export const messages = {
  common: {
    loginFirst: '請先登入',
    /** Visitor tapping like, choose slot or buy (002 §6). */
    loginFirstToAct: '請先登入後再操作',
    /** A "請稍後再試" variant used where no more specific message applies (001 §8). */
    tryLater: '請稍後再試',
    /** A feature or product that is not open yet. */
    notOpenYet: '尚未開放',
    /** Saving anything failed (000 §8). */
    saveFailed: '儲存失敗',
    /** Generic "operation failed" (blind box, phone check; 002 §8). */
    operationFailed: '操作失敗，請稍後再試',
    loadFailed: '載入失敗，請稍後再試',
    /** A request that does not fit its schema and has no field message of its own. Not quoted by the spec. */
    badRequest: '請求格式錯誤',
    /** An Idempotency-Key sent again with another request (not in the spec). */
    idempotencyKeyReused: '此請求編號已用於另一筆訂單，請重新操作',
    /** The first request with this Idempotency-Key is still running after the wait (not in the spec). */
    idempotencyKeyInFlight: '訂單處理中，請稍後再試',
    /** A request body over the size limit (compressed or inflated). Not quoted by the spec. */
    bodyTooLarge: '請求內容過大',
    /** A request body in a Content-Encoding or charset the server does not read. Not quoted by the spec. */
    unsupportedEncoding: '不支援的內容編碼',
    /** A staff grant's reference already used by another request (not in the spec): names the earlier one. */
    referenceReused: (earlier: string) => `此參考編號已用於另一筆請求：${earlier}`,
    /** A staff grant to a user id no account has (not in the spec). */
    userNotFound: '找不到此會員',
  },

  network: {
    /** No response at all. */
    noResponse: '網絡請求失敗，請檢查您的網絡連接',
    /** Server error that carries no message of its own (otherwise the server's message is shown). */
    serverError: '伺服器返回錯誤，請稍後再試',
  },

  nav: {
    home: '首頁',
    ichiban: '一番賞',
    blindbox: '盒玩',
    gacha: '轉蛋',
    shop: '商城',
    info: '情報',
  },

  auth: {
    /** Phone for code login and for password login (000 §5, 002 §5). */
    phoneInvalid: '手機號碼格式錯誤，請輸入正確的台灣手機號碼',
    /** Code login: the code is not exactly 6 characters, or the verification session is missing. */
    codeInvalid: '驗證碼錯誤或遺失驗證信息',
    phoneAndPasswordRequired: '請輸入手機號碼和密碼',
    googleEmailMissing: '無法獲取電子郵件資訊，請確保您的Google帳戶有電子郵件並已授權',
    googleVerifyFailed: 'Google 驗證失敗',
    sendCodeFailed: '發送驗證碼失敗',
    verifyFailedRequestNewCode: '驗證失敗，請重新獲取驗證碼',
    loginFailed: '登入失敗',
    userVerifyFailed: '用戶驗證失敗',
    loginResponseMalformed: '登入回應格式錯誤',
    /** Login page fallback when the failure carries no message (002 §8). */
    loginFailedCheckCredentials: '登入失敗！請檢查手機號碼與密碼',
    /** Login page: password shorter than 6. */
    passwordTooShort: '密碼不得少於6個字元',
    /** Register / reset: code must be 6 digits. */
    codeMustBeSixDigits: '請輸入 6 位數驗證碼',
    /** Register / reset: password required and at least 6 characters. */
    passwordMinLength: '密碼長度至少為 6 位',
    passwordMismatch: '兩次密碼輸入不一致',
    googleLoginTimeout: '登入逾時，請稍後再試',
    googleLoginCancelled: '您已取消 Google 登入',
    /** LINE callback arrived without a token. */
    lineTokenMissing: '缺少認證 Token',
    liffSdkNotLoaded: 'LIFF SDK 未載入',
    lineNotLoggedIn: 'LINE 未登入',
    lineSessionExpired: 'LINE 登入狀態已失效，請重新登入',
    /**
     * LIFF setup failures by the messaging app's codes (000 §8 names 40007, 40001, 40002, 40003
     * without quoting words): not quoted by the spec.
     */
    liffSetupFailed: {
      40007: 'LINE 官方帳號設定錯誤',
      40001: 'LINE 應用程式 ID 無效',
      40002: 'LINE 應用程式已停用',
      40003: 'LINE 應用程式不存在',
    } as Record<number, string>,
    /** A 401 on a draw (001 §4) and elsewhere when the session has expired. */
    sessionExpired: '登入狀態已過期，請重新登入',
    /** A 401 on a payment call (002 §8). */
    authFailedLoginAgain: '認證失敗，請重新登入',
    userInfoInvalid: '用戶信息無效，請重新登入',
    invitationInvalid: '邀請連結無效',
    /**
     * The spec names these verification and account errors without quoting their words
     * (002 §8 "Phone binding and verification": quota exceeded, captcha failed, too many requests,
     * expired code; 002 §5 password maximum 20; name maximum 30): not quoted by the spec.
     */
    captchaFailed: '圖形驗證碼錯誤，請重新輸入',
    /** The phone had many sends lately: its challenge must be a dearer one (GET /auth/captcha?phone=). */
    captchaTooCheap: '此手機號碼近期請求較多，需要較長的驗證，請再試一次',
    /** SMS daily quota reached (the shared helper says to wait 24 hours). */
    smsQuotaExceeded: '今日簡訊發送次數已達上限，請24小時後再試',
    /** Resend pressed before the 60 s cooldown ended. */
    resendCooldown: (seconds: number) => `請於 ${seconds} 秒後再重新發送`,
    tooManyRequests: '嘗試次數過多，請稍後再試',
    codeExpired: '驗證碼已過期，請重新獲取驗證碼',
    passwordMaxLength: '密碼長度不得超過 20 位',
    phoneAlreadyRegistered: '此手機號碼已註冊',
    phoneNotRegistered: '此手機號碼尚未註冊',
    providerDisabled: '此登入方式尚未開放',
    passwordResetDone: '密碼已重設，請重新登入',
    forbidden: '權限不足',
    /** Not quoted by the spec: a staff account tried to buy a draw. */
    staffCannotDraw: '員工帳號不能購買抽獎，請使用會員帳號',
    /** The account already has an inviter, or offered its own code. */
    invitationNotAccepted: '無法使用此邀請碼',
    invitationAccepted: '已接受邀請',
  },

  search: {
    /** Header or page search with a blank keyword. */
    keywordRequired: '您尚未輸入要尋找的關鍵字',
    clearHistoryConfirm: '確定要清除全部歷史紀錄嗎？',
    emptyTitle: '沒有找到想要的結果',
    emptyHint: '換個關鍵詞試試吧',
    failed: '搜索失敗',
  },

  catalog: {
    productListFailed: '無法獲取商品列表',
    productFailed: '無法獲取商品資料',
    bannerFailed: '無法獲取 Banner 資料',
    noticeFailed: '獲取通知資料失敗',
    /** Draw-notice marquee failed (falls back to cached notices on a network error or 5xx). */
    drawNoticeFailed: '無法獲取抽獎通知資料',
  },

  product: {
    /** status is not the string '1'. */
    offShelf: '商品已下架',
    /** Generic "cannot be bought now" (before release_date / draw_date, or any other reason). */
    notPurchasable: '目前不可購買',
  },

  install: {
    cancelled: '已取消安裝',
  },

  coupon: {
    codeRequired: '請輸入優惠券代碼',
    fetchFailed: '獲取優惠券時發生錯誤',
    /** The fallback when no more precise reason applies. */
    redeemFailed: '兌換失敗',
    redeemError: '兌換優惠券時發生錯誤',
    // Not in the spec (it names only 兌換失敗): each reason a code gives nothing, in its own words.
    codeNotFound: '查無此優惠券代碼',
    codeExpired: '此優惠券代碼已過期',
    codeAlreadyRedeemed: '您已兌換過此優惠券代碼',
    codeUsedUp: '此優惠券代碼已兌換完畢',
    redeemed: (title: string) => `兌換成功：${title}`,
    /** Less than 2 s since the previous attempt. */
    waitAMoment: '請稍等片刻再試',
    /** 3 tries of one code within 5 minutes. */
    codeTooManyTries: '此優惠券代碼嘗試次數過多，請5分鐘後再試',
    /** 5 different codes within 1 minute. */
    tooFrequent: '兌換過於頻繁，請1分鐘後再試',
    /** product_restrictions / category_restrictions default: unrestricted. */
    unrestricted: '無限制',
    // Not in the spec: why a chosen coupon cannot pay for this order, each in its own words.
    notFound: '找不到此優惠券',
    used: '此優惠券已使用',
    expired: '此優惠券已過期',
    restricted: '此優惠券不適用於此商品',
    /** Coupon condition line, e.g. 滿500元可用. */
    minPurchase: (amount: number) => `滿${amount}元可用`,
  },

  points: {
    insufficient: '紅利不足',
    /** Check-in page title (領取紅利). */
    claimTitle: '領取紅利',
  },

  /** Not quoted by the spec: the points exchange (/beanExchange). */
  pointsExchange: {
    itemUnavailable: '此兌換項目已下架',
    exchanged: '兌換成功',
    confirm: (points: number, title: string) => `確定使用 ${points.toLocaleString('zh-TW')} 紅利兌換「${title}」？`,
  },

  balance: {
    /** Token balance does not cover the amount; the user is then sent to /recharge. */
    insufficientRedirect: '代幣餘額不足，將導向充值頁面',
    /** Box shipping fee step: tokens do not cover the fee. */
    insufficient: '代幣餘額不足',
  },

  holdLine: {
    /** A line is for a held tube or box: nothing to wait for once it is sold out. */
    closed: '已完售，無法排隊',
    /** The line is at its bound (constants.line.maxWaiting). */
    full: '排隊人數已滿，請稍後再試',
    /** A claim with no offer waiting for this shopper (it ran out, or was never theirs). */
    noOffer: '目前沒有輪到您的鎖定，請繼續排隊',
    ticketMissing: '找不到排隊編號，請重新排隊',
  },

  ichiban: {
    historyTitle: '一番賞抽獎記錄',
    historyEmpty: '尚無抽獎記錄',
    tubeResultTitle: '抽獎結果',
    tubeResultEmpty: '無票券資料',
    /** At most 10 tickets per purchase unless a full pack (see ichiban.maxTicketsPerPurchase). */
    maxTicketsExceeded: '最多只能選擇 10 張票券',
    /** Buy tapped with no ticket (purchase bar). */
    selectTicketsFirst: '請先選擇票券',
    /** Confirm panel / API with no ticket. */
    selectTickets: '請選擇票券',
    noFreeNumbers: '目前沒有可選的號碼',
    tubeIdMissing: '找不到籤筒ID，請重試',
    /** A sold-out tube takes no lock and no purchase (409). */
    tubeSoldOut: '此籤筒已完售',
    /** A lock refused (not quoted by the spec): the wallet cannot pay for one ticket of this tube. */
    lockNeedsFunds: '餘額不足以購買一張籤，請先儲值再鎖定籤筒',
    /** A lock refused (not quoted by the spec): the member's last lock here lapsed without a purchase. */
    lockCooldown: (seconds: number) => `您的上一次鎖定未購買，請於 ${seconds} 秒後再鎖定此籤筒`,
    /** Draw screen entered without a tube id and a product id. */
    drawParamsInvalid: '參數錯誤，無法抽獎',
    fetchResultFailed: '無法獲取抽獎結果',
    drawFailed: '抽獎失敗',
    multiDrawFailed: '批量抽獎失敗',
    /** Draw-screen toast: 抽獎失敗: followed by the server message. */
    drawFailedWithReason: (reason: string) => `抽獎失敗: ${reason}`,
    ticketInfoFailed: '獲取票券資訊失敗',
    createOrderFailed: '建立訂單失敗',
    redirectUrlFailed: '取得跳轉網址失敗',
    drawProcessError: '抽獎過程發生錯誤',
  },

  fairness: {
    allFieldsRequired: '請填寫所有欄位',
    txidRequired: '請輸入 TXID',
    prizeCountRequired: '請輸入大賞數量',
    totalTicketsRequired: '請輸入總籤數',
    txidFormat: 'TXID 格式錯誤，應為 64 位十六進制字符串',
    prizeCountPositive: '大賞數量必須是大於 0 的數字',
    totalTicketsPositive: '總籤數必須是大於 0 的數字',
    prizeCountExceedsTotal: '大賞數量不能超過總籤數',
    /** 驗證失敗 plus the reason, when there is one. */
    verifyFailed: (reason?: string) => (reason ? `驗證失敗：${reason}` : '驗證失敗'),
    copyFailed: '複製失敗，請手動選取複製',
    /** Not quoted by the spec: 100 steps gave fewer distinct positions than the prize count. */
    incomplete: (found: number, wanted: number) => `100 步內只找到 ${found} 個不重複位置，少於大賞數量 ${wanted}`,
    /** The beacon round a container waits for is not out (or not reachable) yet. */
    beaconLate: '開獎亂數尚未公布，請稍候幾秒再試',
  },

  share: {
    /** Instagram cannot be shared directly, so the link was copied. */
    linkCopied: '已複製連結，請手動分享連結',
    shareManually: '請手動分享連結',
  },

  gacha: {
    machineTitle: '轉蛋機',
    goToToyCabinet: '去玩具櫃',
    buyNow: '立即購買',
    tryDemo: '試一試',
    tryAgain: '再試一次',
    goToBox: '前往盒櫃',
    loginToSeeCollection: '請先登入查看您的收集狀態',
    loginRequired: '請先登入再進行轉蛋',
    productIdMissing: '找不到商品ID，請重試',
    invalidProductId: '無效的產品ID',
    tokenPaymentUnsupported: '此商品不支援代幣支付',
    fetchProductFailed: '無法獲取轉蛋商品資料',
    drawFailed: '轉蛋抽取失敗',
    fetchCollectionFailed: '無法獲取收集狀態',
    fetchHistoryFailed: '無法獲取抽獎歷史',
    fetchDataFailed: '獲取轉蛋數據失敗',
    processError: '轉蛋過程發生錯誤',
    /** Shown on the animation page, then back after 1.2 s (as are the next two). */
    noItems: '沒有可用的轉蛋項目',
    orderDetailFailed: '無法獲取訂單詳情',
    resultFailed: '無法取得抽獎結果',
    /** A paid capsule waiting for its beacon round (not quoted by the spec). */
    drawing: '抽選中…',
    drawingDetail: '正在等待公開亂數開獎，扭蛋馬上出來',
    /** A restock while paid capsules wait for their draw (not quoted by the spec). */
    restockWhileDrawing: '尚有已付款的扭蛋正在抽選，請稍候幾秒再補貨',
  },

  /** Refusals of a hold on a tube or a slot that concern the member, not the container (not quoted by the spec). */
  holds: {
    /** One hold per member at a time, across tubes and blind-box slots. */
    heldElsewhere: '您已保留其他籤筒或盒位，請先購買或等待該保留結束',
    /** The member let holds lapse unbought again and again. */
    cooldown: (seconds: number) => `您多次保留後未購買，請於 ${seconds} 秒後再試`,
    /** A card order buys at most one purchase's 10 tickets: a whole tube is bought with tokens. */
    cardFullPackTooLarge: '信用卡付款一次最多 10 張，整筒購買請先儲值代幣後以代幣付款',
    /** A card order not paid within its window: its cancellation reason. */
    cardPaymentExpired: '信用卡付款逾時',
  },

  blindbox: {
    /** Slot display for a slot someone is choosing. */
    slotPicking: '挑選中',
    figuresTitle: '圖鑑',
    soldOut: '此盲盒已售完',
    slotBeingPicked: '此物品正在被其他用戶挑選中',
    /** A slot hold refused (not quoted by the spec): the wallet cannot pay for one draw of this box. */
    slotNeedsFunds: '餘額不足以購買一盒，請先儲值再挑選',
    operationFailed: '操作失敗，請稍後再試',
    /** Only one package left when changing box. */
    lastBoxLeft: '目前只剩下這盒囉',
    /** Slot index lost; the user is sent back. */
    refreshedPickAgain: '已被重新整理，請再選一盒',
    styleLockedRedirecting: '此款式已被鎖定，正在跳轉到其他款式',
    fetchFailed: '獲取盲盒資料失敗',
    noHintCards: '沒有提示卡可用',
    hintCard: '提示卡',
    insightCard: '透視卡',
    /** Not quoted by the spec ("提示卡 or 透視卡 quantity insufficient"): built from the card's name. */
    cardInsufficient: (cardName: string) => `${cardName}數量不足`,
    useHintFailed: '使用提示卡失敗',
    /** POST /user/tools/use without a slot: cards work only on a slot being picked (not quoted by the spec). */
    useCardOnSlot: '道具卡請在盲盒挑選時使用',
    /** POST /user/tools/use with a card the member does not hold, or one that has expired (not quoted by the spec). */
    toolCardNotFound: '找不到可使用的道具卡',
    tooFrequent: '操作太頻繁',
    noOtherBoxes: '沒有其他可用盲盒了',
    currentPackageUnavailable: '無法獲取當前包裝資訊',
    loadFailed: '載入失敗，請稍後再試',
    /** Collection panel on a 401. */
    loginToSeeCollection: '請先登入查看收集狀態',
    orderResultFailed: '獲取訂單結果失敗',
    resultNotFound: '沒有找到抽盒結果，返回首頁',
  },

  cart: {
    /** Requested quantity beyond stock. */
    stockInsufficient: (stock: number) => `庫存不足，僅剩 ${stock} 件`,
    /** Quantity already in the cart plus the new one beyond stock. */
    stockInsufficientWithCart: (inCart: number, stock: number) => `購物車中已有 ${inCart} 件，庫存僅剩 ${stock} 件`,
    /** Stock 0 (002 §5 "stock 0 means sold out"; the words are not quoted). */
    soldOut: '已售完',
    /** Checkout without a ticked line (002 §5; not quoted). */
    nothingSelected: '請選擇要結帳的商品',
  },

  payment: {
    insufficientTokens: '代幣餘額不足，將導向充值頁面',
    tokenPaymentUnsupported: '此商品不支援代幣支付',
    purchaseFailed: '購買失敗',
    authFailed: '認證失敗，請重新登入',
    orderItemsEmpty: '訂單商品數據不能為空',
    orderSubmitFailed: '訂單提交失敗，請重試',
    paymentFormFailed: '獲取支付表單失敗，請稍後再試',
    /** Failed-payment page. */
    paymentProcessFailed: '支付處理失敗，請稍後再試',
    /**
     * A card order holds nothing until it is paid: its tickets went to others (or the tube sold out)
     * while the buyer was at the gateway. The order's cancellation reason, and what the ticket page shows.
     */
    cardTicketsGone: '付款期間您選的籤已被抽走，本次刷卡款項將退回',
    orderNumberNotFound: '訂單編號不存在',
    loginRequired: '請先登入',
    orderDetailFailed: '獲取訂單詳情失敗',
  },

  order: {
    /** Order status pending (the only status label the spec gives in Chinese). */
    statusPending: '待付款',
    /** Staff refunds. */
    cardRefundReferenceRequired: '請輸入金流退款編號',
    cardRefundNotDue: '此訂單沒有待退款的信用卡付款',
    cardRefundOrderNotFound: '找不到此訂單',
    cardRefundGatewayRefused: (gateway: string) => `金流未能退款（${gateway}），請在金流後台退款後登記退款編號`,
  },

  info: {
    invalidId: '無效的情報ID',
    /** Then back to /info. */
    detailFailed: '獲取情報詳情失敗',
  },

  box: {
    title: '盒櫃',
    /** Available item whose preorder date has not come. */
    preorder: '預購中',
    /** Available item whose storage_days is 0. */
    expired: '已過期',
    itemNotFoundOrBadStatus: '找不到指定的商品或商品狀態不正確',
    noItemsSelected: '沒有選擇任何物品，無法創建出貨訂單',
    selectAddress: '請選擇地址',
    insufficientTokens: '代幣餘額不足',
    /** "創建出貨訂單失敗：" plus the server message. */
    shippingOrderFailed: (reason: string) => `創建出貨訂單失敗：${reason}`,
    // Not quoted by the spec: the shipping dialog and the staff's fulfilment calls.
    /** Tokens short of the fee: what is missing. */
    shortfall: (tokens: number) => `尚差 ${tokens} 代幣`,
    freeShipping: '本次出貨免運費',
    confirmShipment: '確認出貨',
    payAndShip: (fee: number) => `支付 ${fee} 代幣並出貨`,
    shipped: '已出貨',
    shippingOrderCreated: '出貨訂單已建立',
    shippingOrderNotFound: '找不到出貨訂單',
    alreadyShipped: '此出貨訂單已出貨',
    notShippedYet: '此出貨訂單尚未出貨',
    carrierRequired: '請填寫物流業者',
    trackingNumberRequired: '請填寫物流單號',
    /** Support's cancel of a shipping order (not in the spec). */
    cannotCancelShipped: '此出貨訂單已出貨，無法取消',
    cancelReasonRequired: '請填寫取消原因',
    orderCancelled: '此出貨訂單已取消',
    cancelShipping: '取消出貨',
    shippingCancelled: '出貨已取消，商品已退回盒櫃',
  },

  checkIn: {
    failed: '簽到失敗',
    /** Not quoted by the spec: a second check-in on the same Taipei day. */
    alreadyCheckedIn: '今日已簽到，明天再來吧',
    /** Not quoted by the spec: the check-in went through. */
    succeeded: '簽到成功',
  },

  /** Not quoted by the spec: likes (002 §7 "Likes"). */
  likes: {
    productNotFound: '找不到此商品',
  },

  tasks: {
    claimFailed: '領取失敗',
    loadFailed: '載入任務失敗',
    /** Not quoted by the spec: the growth points were added. */
    claimed: '領取成功',
  },

  address: {
    fetchFailed: '無法獲取地址',
    /** Checkout address form. */
    nameRequired: '請填寫姓名',
    /** Box address form. */
    recipientNameRequired: '請填寫收件人姓名',
    nameIsEmail: '姓名欄位不可填寫email地址，請填寫真實姓名',
    phoneRequired: '請填寫手機號碼',
    phoneInvalid: '手機號碼格式錯誤',
    /** Settings wording of the invalid phone message. */
    phoneInvalidSettings: '請輸入正確的台灣手機（例如 0912345678）',
    areaRequired: '請選擇地區',
    detailRequired: '請填寫詳細地址',
    /** Settings: saving with any field missing. */
    incomplete: '請填寫完整地址資訊',
    // Not quoted by the spec.
    /** Settings: an edit saved with nothing changed. */
    unchanged: '地址資訊沒有變更，請修改後再儲存',
    notFound: '找不到此地址',
    tooMany: '最多可儲存 10 筆地址',
  },

  invoice: {
    emailRequired: '請填寫電子郵件',
    emailInvalid: '請輸入正確的 E-mail 格式',
    companyTitleRequired: '請填寫公司行號抬頭',
    taxIdInvalid: '統一編號須為 8 碼數字',
    mobileCarrierInvalid: '手機載具格式錯誤，EX: /123-ABC',
    donationRequired: '請選擇受捐贈機關',
    /** Not quoted by the spec: the pre-check finds no invoice type chosen (002 §5). */
    typeRequired: '請先設定發票類型',
  },

  settings: {
    nameRequired: '請填寫姓名',
    /** Saving an unchanged name. */
    unchanged: '未變更',
    /** Not quoted by the spec: a name over the 30-character maximum (002 §9). */
    nameTooLong: '姓名不得超過 30 個字',
    /** Not quoted by the spec: a name with a character that cannot be stored (a NUL, a broken surrogate). */
    nameInvalid: '姓名含有無法使用的字元',
    /** Not quoted by the spec: the profile was saved. */
    saved: '已儲存',
  },

  /** Not quoted by the spec: closing the account (POST /api/user/close-account). */
  account: {
    closeProofRequired: '請輸入密碼或簡訊驗證碼',
    closePasswordWrong: '密碼錯誤，無法註銷帳號',
    closed: '帳號已註銷，個人資料已刪除',
  },

  phoneBinding: {
    phoneInvalid: '請輸入正確的手機號碼格式',
    codeRequired: '請輸入6位驗證碼',
    codeWrong: '驗證碼錯誤，請重新輸入',
    checkFailed: '操作失敗，請稍後再試',
    bindFailed: '綁定失敗，請稍後再試',
    /** Not quoted by the spec: the check's server messages, and the confirmation. */
    phoneTaken: '此手機號碼已綁定其他帳號',
    alreadyBound: '您的帳號已綁定手機',
    bound: '手機綁定成功',
  },

  recharge: {
    failed: '購買處理失敗，請稍後再試',
    /** Internal reason behind recharge.failed (logged, not toasted). */
    paymentFormUnavailable: '無法獲取支付表單',
    /**
     * Not quoted by the spec: the one wording of its refund rule (001: unused tokens, once per
     * account, 10% fee), shown on the recharge page, the kuji rules and the terms alike.
     */
    tokenRefundRule: '代幣不可兌換現金；未使用的代幣每個帳號可申請退款 1 次，需扣除 10% 手續費。',
  },

  // Not quoted by the spec: the staff console's accounts screen (admins set a user's role).
  staffAccounts: {
    userRequired: '請輸入會員手機號碼或 UID',
    roleRequired: '請選擇角色',
    userNotFound: '找不到這位會員',
    ownAdminRole: '不能移除自己的管理員權限',
    changed: '角色已更新',
    unchanged: '角色沒有變更',
  },
  // Not quoted by the spec: the staff console's coupon codes, check-in reward table and voided payments (admins).
  staffContent: {
    codeInvalid: '兌換碼需為 3 到 30 個英文字母、數字、- 或 _',
    codeTaken: '此兌換碼已存在',
    titleRequired: '請輸入優惠券名稱（60 字以內）',
    descriptionTooLong: '說明需在 200 字以內',
    amountInvalid: '折抵金額需為 1 到 100000 的整數',
    minPurchaseInvalid: '最低消費需為 0 到 1000000 的整數',
    validDaysInvalid: '有效天數需為 1 到 365 的整數',
    maxRedemptionsInvalid: '可兌換人數需為 1 到 1000000 的整數',
    untilInvalid: '兌換期限格式錯誤',
    untilPast: '兌換期限需晚於現在',
    categoryInvalid: '適用類別不正確',
    productsInvalid: '指定商品最多 20 個',
    productNotFound: '找不到指定的商品',
    codeNotFound: '查無此兌換碼',
    codeEnded: '此兌換碼已停止兌換',
    codeUnchanged: '沒有任何變更',
    maxBelowRedeemed: (redeemed: number) => `可兌換人數不得少於已兌換的 ${redeemed} 人`,
    dayInvalid: '簽到天數需為 1 到 7',
    rewardPointsInvalid: '紅利需為 0 到 100000 的整數',
    rewardEmpty: '每天至少要有紅利或優惠券',
  },
} as const;

export type Messages = typeof messages;

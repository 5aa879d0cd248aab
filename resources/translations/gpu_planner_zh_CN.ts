<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CatalogSources</name>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>price update</source>
        <translation>价格更新</translation>
    </message>
    <message>
        <source>imported (%1)</source>
        <translation>已导入（%1）</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown format &quot;%1&quot;; expected table, json or csv</source>
        <translation>未知格式&quot;%1&quot;；应为 table、json 或 csv</translation>
    </message>
    <message>
        <source>show needs one instance id, e.g. aws/p5.48xlarge</source>
        <translation>show 需要一个实例 ID，例如 aws/p5.48xlarge</translation>
    </message>
    <message>
        <source>compare needs 2 to 6 instance ids</source>
        <translation>compare 需要 2 到 6 个实例 ID</translation>
    </message>
    <message>
        <source>cost needs one instance id, e.g. aws/p5.48xlarge</source>
        <translation>cost 需要一个实例 ID，例如 aws/p5.48xlarge</translation>
    </message>
    <message>
        <source>plan add needs a FILE and an instance id</source>
        <translation>plan add 需要一个 FILE 和一个实例 ID</translation>
    </message>
    <message>
        <source>plan cost needs one FILE</source>
        <translation>plan cost 需要一个 FILE</translation>
    </message>
    <message>
        <source>plan validate needs one FILE</source>
        <translation>plan validate 需要一个 FILE</translation>
    </message>
    <message>
        <source>catalog validate needs one PATH</source>
        <translation>catalog validate 需要一个 PATH</translation>
    </message>
    <message>
        <source>catalog import needs one FILE</source>
        <translation>catalog import 需要一个 FILE</translation>
    </message>
    <message>
        <source>catalog remove needs the file name or provider of an import</source>
        <translation>catalog remove 需要已导入目录的文件名或云厂商</translation>
    </message>
    <message>
        <source>measurements import needs one FILE (a gpu-probe result)</source>
        <translation>measurements import 需要一个 FILE（gpu-probe 的结果）</translation>
    </message>
    <message>
        <source>measurements remove needs the name of a stored measurement</source>
        <translation>measurements remove 需要已保存测量结果的名称</translation>
    </message>
    <message>
        <source>GPU Planner command line: browse, filter and compare GPU cloud instances.</source>
        <translation>GPU Planner 命令行：浏览、筛选和比较 GPU 云实例。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation>输出格式：table、json 或 csv。</translation>
    </message>
    <message>
        <source>Add a catalog file or folder on top of the built-in catalog (repeatable).</source>
        <translation>在内置目录之上叠加一个目录文件或文件夹（可重复）。</translation>
    </message>
    <message>
        <source>Leave the built-in catalog out.</source>
        <translation>不加载内置目录。</translation>
    </message>
    <message>
        <source>Leave the user&apos;s catalog folder out.</source>
        <translation>不加载用户目录文件夹。</translation>
    </message>
    <message>
        <source>Log details to stderr.</source>
        <translation>将详细日志输出到 stderr。</translation>
    </message>
    <message>
        <source>Language of the help, tables and messages: en or zh_CN (default: LC_ALL, LC_MESSAGES or LANG).</source>
        <translation>帮助、表格和消息的语言：en 或 zh_CN（默认：LC_ALL、LC_MESSAGES 或 LANG）。</translation>
    </message>
    <message>
        <source>option --%1 applies to %2 only</source>
        <translation>选项 --%1 只适用于 %2</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数&quot;%1&quot;</translation>
    </message>
    <message>
        <source>: run &apos;</source>
        <translation>：运行 &apos;</translation>
    </message>
    <message>
        <source> --help&apos; for usage
</source>
        <translation> --help&apos; 查看用法
</translation>
    </message>
    <message>
        <source>--%1 expects a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 需要 %2 到 %3 之间的数，实际为&quot;%4&quot;</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>
Dense TFLOPS (INT8: TOPS) per GPU; &apos;-&apos; = no such unit or no published figure.
Model names, sparse figures, TDP and sources: --format json.
</source>
        <translation>
每块 GPU 的稠密 TFLOPS（INT8 为 TOPS）；&apos;-&apos; = 无此单元或未公布数据。
型号名称、稀疏数据、TDP 和来源：--format json。
</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>
Measured with gpu-probe (median over the devices of the newest measurement; % of the datasheet):
</source>
        <translation>
由 gpu-probe 实测（最新一次测量中各设备的中位数；括号内为规格表的百分比）：
</translation>
    </message>
    <message>
        <source>--max-price: </source>
        <translation>--max-price: </translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;; known: %2</source>
        <translation>未知云厂商&quot;%1&quot;；已知：%2</translation>
    </message>
    <message>
        <source>--sort: unknown field &quot;%1&quot;; use one of: %2</source>
        <translation>--sort：未知字段&quot;%1&quot;；可用：%2</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>On-demand/h</source>
        <translation>按量/小时</translation>
    </message>
    <message>
        <source>Spot/h</source>
        <translation>竞价/小时</translation>
    </message>
    <message>
        <source>Cur</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an instance id; ids look like provider/name, e.g. aws/p5.48xlarge</source>
        <translation>&quot;%1&quot;不是实例 ID；ID 形如 provider/name，例如 aws/p5.48xlarge</translation>
    </message>
    <message>
        <source>no instance &quot;%1&quot; in the catalog%2</source>
        <translation>目录中没有实例&quot;%1&quot;%2</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>1y/h</source>
        <translation>1年/小时</translation>
    </message>
    <message>
        <source>3y/h</source>
        <translation>3年/小时</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>No public prices in the catalog for this instance.
</source>
        <translation>目录中没有该实例的公开价格。
</translation>
    </message>
    <message>
        <source>
Price sources:
</source>
        <translation>
价格来源：
</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice</source>
        <translation>&quot;%1&quot;重复出现</translation>
    </message>
    <message>
        <source>
* best in row. Prices are per instance, in the offer&apos;s currency.
</source>
        <translation>
* 为该行最优。价格按实例计，使用报价本身的货币。
</translation>
    </message>
    <message>
        <source>Each instance shows its cheapest on-demand region; pick one with --region.
</source>
        <translation>每个实例显示其按量计费最便宜的地域；可用 --region 指定。
</translation>
    </message>
    <message>
        <source>--%1 expects a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 需要 %2 到 %3 之间的整数，实际为&quot;%4&quot;</translation>
    </message>
    <message>
        <source>--precision: unknown precision &quot;%1&quot;; expected %2</source>
        <translation>--precision：未知精度&quot;%1&quot;；应为 %2</translation>
    </message>
    <message>
        <source>--pricing: unknown pricing model &quot;%1&quot;; expected %2</source>
        <translation>--pricing：未知计费方式&quot;%1&quot;；应为 %2</translation>
    </message>
    <message>
        <source>--currency: no exchange rate for &quot;%1&quot;; known: %2 (add one with --fx %1=RATE)</source>
        <translation>--currency：没有&quot;%1&quot;的汇率；已知：%2（可用 --fx %1=RATE 添加）</translation>
    </message>
    <message>
        <source>--pricing: unknown pricing model &quot;%1&quot;; expected %2 or all</source>
        <translation>--pricing：未知计费方式&quot;%1&quot;；应为 %2 或 all</translation>
    </message>
    <message>
        <source>%1 has no public prices in the catalog; nothing to cost</source>
        <translation>%1 在目录中没有公开价格；无法测算费用</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Upfront</source>
        <translation>预付</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Per GPU-h</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Per PFLOP-h</source>
        <translation>每 PFLOP 小时</translation>
    </message>
    <message>
        <source>
Break-even against on-demand:
</source>
        <translation>
与按量计费的盈亏平衡：
</translation>
    </message>
    <message>
        <source>
Notes:
</source>
        <translation>
说明：
</translation>
    </message>
    <message>
        <source>
Prices as of </source>
        <translation>
价格日期 </translation>
    </message>
    <message>
        <source>; every month is rounded to the cent and totals are sums of months.
</source>
        <translation>；每月金额四舍五入到分，合计为各月之和。
</translation>
    </message>
    <message>
        <source>--%1 expects a number above 0 such as 7e9, 70B or 2T, got &quot;%2&quot;</source>
        <translation>--%1 需要大于 0 的数，例如 7e9、70B 或 2T，实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>--mfu expects a utilisation above 0 and at most 1, got &quot;%1&quot;</source>
        <translation>--mfu 需要大于 0 且不超过 1 的利用率，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>give either --flops or --params and --tokens, not both</source>
        <translation>请给出 --flops，或 --params 加 --tokens，不要同时给出</translation>
    </message>
    <message>
        <source>estimate needs --gpu MODEL (or --instance ID)</source>
        <translation>estimate 需要 --gpu MODEL（或 --instance ID）</translation>
    </message>
    <message>
        <source>--pricing and --region price an --instance; give one</source>
        <translation>--pricing 和 --region 用于给 --instance 定价；请给出实例</translation>
    </message>
    <message>
        <source>estimate needs --gpus G</source>
        <translation>estimate 需要 --gpus G</translation>
    </message>
    <message>
        <source>--gpu: </source>
        <translation>--gpu: </translation>
    </message>
    <message>
        <source>--gpu %1 does not match %2, which has %3</source>
        <translation>--gpu %1 与 %2 不符，该实例使用 %3</translation>
    </message>
    <message>
        <source>the GPU of the instance is not in the catalog</source>
        <translation>该实例的 GPU 不在目录中</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>
Assumptions:
</source>
        <translation>
假设：
</translation>
    </message>
    <message>
        <source>recommend needs --workload (%1) or --scenario FILE</source>
        <translation>recommend 需要 --workload（%1）或 --scenario FILE</translation>
    </message>
    <message>
        <source>--workload: unknown workload &quot;%1&quot;; expected %2</source>
        <translation>--workload：未知负载&quot;%1&quot;；应为 %2</translation>
    </message>
    <message>
        <source>--budget expects an amount above 0 in %1, got &quot;%2&quot;</source>
        <translation>--budget 需要大于 0 的金额（%1），实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>--interruptible expects yes or no, got &quot;%1&quot;</source>
        <translation>--interruptible 需要 yes 或 no，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>--rank: unknown ranking &quot;%1&quot;; expected %2</source>
        <translation>--rank：未知排序方式&quot;%1&quot;；应为 %2</translation>
    </message>
    <message>
        <source>, ranked by </source>
        <translation>，排序方式 </translation>
    </message>
    <message>
        <source>, amounts in </source>
        <translation>，金额单位 </translation>
    </message>
    <message>
        <source>No configuration meets the constraints.
</source>
        <translation>没有满足约束的配置。
</translation>
    </message>
    <message>
        <source>
Train, then serve:
</source>
        <translation>
先训练，再推理服务：
</translation>
    </message>
    <message>
        <source>Both phases: </source>
        <translation>两个阶段合计：</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>: chart: this build has no charts (built without the GUI libraries)
</source>
        <translation>：chart：此版本不含图表功能（构建时未包含 GUI 库）
</translation>
    </message>
    <message>
        <source>--kind: expected %1, got &quot;%2&quot;</source>
        <translation>--kind：应为 %1，实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>chart needs -o FILE (.png, .svg or .pdf)</source>
        <translation>chart 需要 -o FILE（.png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>-o %1: the file name must end in .png, .svg or .pdf</source>
        <translation>-o %1：文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>chart --kind budget needs --plan FILE</source>
        <translation>chart --kind budget 需要 --plan FILE</translation>
    </message>
    <message>
        <source>chart --kind cost-over-time needs --instances ID (or --plan FILE)</source>
        <translation>chart --kind cost-over-time 需要 --instances ID（或 --plan FILE）</translation>
    </message>
    <message>
        <source>Wrote </source>
        <translation>已写入 </translation>
    </message>
    <message>
        <source>: report: this build has no charts (built without the GUI libraries)
</source>
        <translation>：report：此版本不含图表功能（构建时未包含 GUI 库）
</translation>
    </message>
    <message>
        <source>report needs -o FILE.pdf</source>
        <translation>report 需要 -o FILE.pdf</translation>
    </message>
    <message>
        <source>report needs either --plan FILE or --instances ID,ID,...</source>
        <translation>report 需要 --plan FILE 或 --instances ID,ID,...</translation>
    </message>
    <message>
        <source>--page: expected a4 or letter, got &quot;%1&quot;</source>
        <translation>--page：应为 a4 或 letter，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>--instances: give 1 to 6 instance ids</source>
        <translation>--instances：请给出 1 到 6 个实例 ID</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Per USD</source>
        <translation>每美元</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>
Units of each currency per US dollar. For one command: --fx CODE=RATE. Your own rates, in
the shipped table&apos;s format (see docs/pricing.md):
  </source>
        <translation>
每美元可兑换的各货币单位数。单条命令可用 --fx CODE=RATE。您自己的汇率请按
内置汇率表的格式保存在（见 docs/pricing.md）：
  </translation>
    </message>
    <message>
        <source>the plan&apos;s currency is %1; --currency applies to a new plan only</source>
        <translation>该计划的货币为 %1；--currency 只适用于新计划</translation>
    </message>
    <message>
        <source>--name applies to a new plan only; this one is &quot;%1&quot;</source>
        <translation>--name 只适用于新计划；此计划名为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Converted at </source>
        <translation>换算汇率 </translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>
The catalog&apos;s prices differ from the ones stored in the plan (the plan keeps its own):
</source>
        <translation>
目录中的价格与计划中保存的价格不同（计划保留自己的价格）：
</translation>
    </message>
    <message>
        <source>--format: unknown import format &quot;%1&quot;; expected %2</source>
        <translation>--format：未知导入格式&quot;%1&quot;；应为 %2</translation>
    </message>
    <message>
        <source>--as-of expects a date such as 2026-11-01, got &quot;%1&quot;</source>
        <translation>--as-of 需要日期，例如 2026-11-01，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>catalog import takes one --provider</source>
        <translation>catalog import 只接受一个 --provider</translation>
    </message>
    <message>
        <source>%1: cannot tell the format; give --format %2</source>
        <translation>%1：无法识别格式；请给出 --format %2</translation>
    </message>
    <message>
        <source>: nothing could be imported
</source>
        <translation>：没有可导入的内容
</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>
User catalog folder: </source>
        <translation>
用户目录文件夹：</translation>
    </message>
    <message>
        <source>Removed </source>
        <translation>已删除 </translation>
    </message>
    <message>
        <source>
GPU </source>
        <translation>
GPU </translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>测量项</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>规格表</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>达成率</translation>
    </message>
    <message>
        <source>Stored </source>
        <translation>已保存 </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>Measured (UTC)</source>
        <translation>测量时间（UTC）</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>No measurements stored in </source>
        <translation>尚未保存测量结果，位置：</translation>
    </message>
    <message>
        <source>.
Run tools/gpu-probe on a GPU machine, then: gpu-planner-cli measurements import FILE
</source>
        <translation>。
请在 GPU 机器上运行 tools/gpu-probe，然后执行：gpu-planner-cli measurements import FILE
</translation>
    </message>
    <message>
        <source>Files:
</source>
        <translation>文件：
</translation>
    </message>
    <message>
        <source>User catalog folder: </source>
        <translation>用户目录文件夹：</translation>
    </message>
    <message>
        <source>: internal error: </source>
        <translation>：内部错误：</translation>
    </message>
    <message>
        <source>: internal error
</source>
        <translation>：内部错误
</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>wrong number of arguments</source>
        <translation>参数数量不对</translation>
    </message>
    <message>
        <source> GB </source>
        <translation> GB </translation>
    </message>
    <message>
        <source>; similar: </source>
        <translation>；相似：</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>a percentage</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>GPU offers compared</source>
        <translation>GPU 报价比较</translation>
    </message>
    <message>
        <source>%1-%2, billed to %3</source>
        <translation>%1-%2，计费至 %3</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>Per phase:</source>
        <translation>按阶段：</translation>
    </message>
    <message>
        <source>(no phase)</source>
        <translation>（无阶段）</translation>
    </message>
    <message>
        <source>Per provider:</source>
        <translation>按云厂商：</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>INVALID</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>price change: #%1 </source>
        <translation>价格变化：#%1 </translation>
    </message>
    <message>
        <source>not a model in the catalog</source>
        <translation>不是目录中的型号</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>已写入 %1（%2 页）</translation>
    </message>
    <message>
        <source>Cheapest: </source>
        <translation>最省：</translation>
    </message>
    <message>
        <source>Fastest:  </source>
        <translation>最快：</translation>
    </message>
    <message>
        <source>--lang: unknown language &quot;%1&quot;; expected en or zh_CN</source>
        <translation>--lang：未知语言&quot;%1&quot;；应为 en 或 zh_CN</translation>
    </message>
    <message>
        <source>--fx applies to a new plan only; this one keeps the rates it was made with</source>
        <translation>--fx 只适用于新计划；此计划沿用创建时的汇率</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Exit codes: 0 success, 2 bad input or usage, 1 anything else.</source>
        <translation>退出码：0 成功，2 输入或用法错误，1 其他错误。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 needs a subcommand: %2</source>
        <translation>%1 需要子命令：%2</translation>
    </message>
    <message>
        <source>unknown %1 subcommand &quot;%2&quot;; expected %3</source>
        <translation>未知的 %1 子命令&quot;%2&quot;；应为 %3</translation>
    </message>
    <message>
        <source>--%1 expects %2 from %3 to %4 with at most %5 decimal places, got &quot;%6&quot;</source>
        <translation>--%1 需要 %3 到 %4 之间的%2，最多 %5 位小数，实际为&quot;%6&quot;</translation>
    </message>
    <message>
        <source>GPU models with datasheet figures (dense; sparse in JSON)</source>
        <translation>GPU 型号及其规格表数据（稠密；JSON 中含稀疏）</translation>
    </message>
    <message>
        <source>one instance, its GPU and every offer (ID is provider/name)</source>
        <translation>一个实例、它的 GPU 和所有报价（ID 为 provider/name）</translation>
    </message>
    <message>
        <source>2-6 instances side by side, best value per row marked with *</source>
        <translation>并排比较 2-6 个实例，每行最优值以 * 标出</translation>
    </message>
    <message>
        <source>what an instance costs over a horizon under every pricing model,
with break-even usage and month and the cheapest option</source>
        <translation>实例在测算期内各种计费方式的费用，
含盈亏平衡用量与月份及最省的方式</translation>
    </message>
    <message>
        <source>ranked configurations for a workload, with time, cost and reasons:
--workload train|finetune|inference|render|science (docs/estimation.md)</source>
        <translation>按负载给出排序的配置，含时间、费用和理由：
--workload train|finetune|inference|render|science（docs/estimation.md）</translation>
    </message>
    <message>
        <source>the exchange rates in use (per USD), their dates and sources</source>
        <translation>所用汇率（每美元）、日期与来源</translation>
    </message>
    <message>
        <source>a chart as PNG, SVG or PDF: perf-price, value, cost-over-time, budget</source>
        <translation>以 PNG、SVG 或 PDF 输出图表：perf-price、value、cost-over-time、budget</translation>
    </message>
    <message>
        <source>a PDF cost report of --plan FILE or of --instances ID,ID,...</source>
        <translation>--plan FILE 或 --instances ID,ID,... 的 PDF 费用报告</translation>
    </message>
    <message>
        <source>a .gpuplan file month by month, per phase and provider, budget status</source>
        <translation>.gpuplan 文件逐月费用，按阶段和云厂商汇总，及预算状态</translation>
    </message>
    <message>
        <source>check a .gpuplan file; exit 0 when it has no errors</source>
        <translation>检查 .gpuplan 文件；无错误时退出码为 0</translation>
    </message>
    <message>
        <source>check a catalog file or folder; exit 0 when it has no errors</source>
        <translation>检查目录文件或文件夹；无错误时退出码为 0</translation>
    </message>
    <message>
        <source>the loaded catalog: files, providers, counts, price dates</source>
        <translation>已加载的目录：文件、云厂商、数量、价格日期</translation>
    </message>
    <message>
        <source>import a SkyPilot vms.csv, an ec2instances.info instances.json or a
GPU Planner CSV template into the user&apos;s catalog folder (or -o FILE):
--format skypilot|ec2instances|csv --provider NAME --as-of DATE</source>
        <translation>将 SkyPilot vms.csv、ec2instances.info instances.json 或
GPU Planner CSV 模板导入用户目录文件夹（或 -o FILE）：
--format skypilot|ec2instances|csv --provider NAME --as-of DATE</translation>
    </message>
    <message>
        <source>every catalog file in use with its sources, dates and counts</source>
        <translation>所用的每个目录文件及其来源、日期和数量</translation>
    </message>
    <message>
        <source>remove an imported catalog (its file name or provider)</source>
        <translation>删除一个已导入的目录（文件名或云厂商）</translation>
    </message>
    <message>
        <source>store a gpu-probe result; gpus, show and compare then show measured
figures beside the datasheet, and --use-measured uses them</source>
        <translation>保存 gpu-probe 结果；此后 gpus、show 和 compare 在规格表旁显示
实测数据，--use-measured 会使用这些数据</translation>
    </message>
    <message>
        <source>the stored measurements: GPU, date, machine, figures</source>
        <translation>已保存的测量结果：GPU、日期、机器、数据</translation>
    </message>
    <message>
        <source>remove a stored measurement (its file name)</source>
        <translation>删除一个已保存的测量结果（文件名）</translation>
    </message>
    <message>
        <source>%1: %2 - %3, %4 GPUs, %5 instance types, %6 offers; %7, %8</source>
        <translation>%1：%2 - %3，%4 个 GPU，%5 种实例类型，%6 个报价；%7，%8</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 个文件</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 个文件</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 GPU models, %2 instance types, %3 offers, %4 sources
Prices as of %5 to %6
</source>
        <translation>%1 个 GPU 型号，%2 种实例类型，%3 个报价，%4 个来源
价格日期 %5 至 %6
</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>
Remove an imported catalog with: %1 catalog remove FILE
</source>
        <translation>
删除已导入的目录：%1 catalog remove FILE
</translation>
    </message>
    <message>
        <source>Imported %1 offers (%2 instance types) into %3
</source>
        <translation>已将 %1 个报价（%2 种实例类型）导入到 %3。 {1 ?} {2 ?} {3
?}</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，地域 %2</translation>
    </message>
    <message>
        <source>%1 x %2 %3, %4, %5 h/month, amounts in %6</source>
        <translation>%1 台 × %2 块 %3，%4，每月 %5 小时，金额单位 %6</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>, %1 % discount</source>
        <translation>，折扣 %1 %</translation>
    </message>
    <message>
        <source>Converted from %1 at %2
</source>
        <translation>按 %2
 从 %1 换算 {1 ?}</translation>
    </message>
    <message>
        <source>
* cheapest at this usage and horizon. Per PFLOP-h: dense %1 peak; &apos;-&apos; = no price or no figure.
</source>
        <translation>
* 在此用量和测算期下最省。每 PFLOP 小时：按稠密 %1 峰值；&apos;-&apos; = 无价格或无数据。
</translation>
    </message>
    <message>
        <source>1 row (one per instance and region); &apos;-&apos; = not published. More fields: --format json.
</source>
        <translation>1 行（每个实例和地域一行）；&apos;-&apos; = 未公布。更多字段：--format json。
</translation>
    </message>
    <message>
        <source>%1 rows (one per instance and region); &apos;-&apos; = not published. More fields: --format json.
</source>
        <translation>%1 行（每个实例和地域一行）；&apos;-&apos; = 未公布。更多字段：--format json。
</translation>
    </message>
    <message>
        <source>Measured %1 UTC on %2</source>
        <translation>测量于 %1 UTC，机器 %2</translation>
    </message>
    <message>
        <source>, driver %1</source>
        <translation>，驱动 %1</translation>
    </message>
    <message>
        <source>, gpu-probe %1</source>
        <translation>，gpu-probe %1</translation>
    </message>
    <message>
        <source>Plan total: %1 %2 over %3
</source>
        <translation>计划总计：%1 %2，共 %3
</translation>
    </message>
    <message>
        <source>%1 - %2, %3, amounts in %4
</source>
        <translation>%1 - %2，%3，金额单位 %4
</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 项</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <source>Total: %1 %2</source>
        <translation>总计：%1 %2</translation>
    </message>
    <message>
        <source>Budget: %1 %2 - OVER by %3, first passed in month %4</source>
        <translation>预算：%1 %2 - 超出 %3，首次超出在第 %4 月</translation>
    </message>
    <message>
        <source>Budget: %1 %2 - within, %3 left</source>
        <translation>预算：%1 %2 - 未超出，剩余 %3</translation>
    </message>
    <message>
        <source>Monthly budget: %1 %2 - exceeded first in month %3 (months marked !)</source>
        <translation>月度预算：%1 %2 - 首次超出在第 %3 月（超出的月份标有 !）</translation>
    </message>
    <message>
        <source>Monthly budget: %1 %2 - every month within</source>
        <translation>月度预算：%1 %2 - 每月均未超出</translation>
    </message>
    <message>
        <source>; %1, %2
</source>
        <translation>；%1，%2
</translation>
    </message>
    <message>
        <source>Newest price %1; %2 offers have prices older than %3 months (marked stale)
</source>
        <translation>最新价格%1；%2 个报价的价格早于 %3 个月前（标为过期）
</translation>
    </message>
    <message>
        <source>Price sources from %1:
</source>
        <translation>价格来源（%1）：
</translation>
    </message>
    <message>
        <source>download the current public price files (the only command that uses
the network) and switch to them when every one reads cleanly:
--provider IDS --sources FILE --timeout SECONDS --max-size MIB --list</source>
        <translation>下载当前公开的价格文件（唯一使用网络的命令），
全部读取无误后切换到新价格：
--provider IDS --sources FILE --timeout SECONDS --max-size MIB --list</translation>
    </message>
    <message>
        <source>%1 offers have undated prices (their lists give no date; the date shown is the day they were retrieved)
</source>
        <translation>%1 个报价的价格未注明日期（其价格表没有日期；显示的日期是获取之日）
</translation>
    </message>
    <message>
        <source>Within %1: %2 %3</source>
        <translation>%1 内：%2 %3</translation>
    </message>
    <message>
        <source>+ %1 owed after the horizon: %2 %3</source>
        <translation>+ 规划期之后仍欠 %1：%2 %3</translation>
    </message>
    <message>
        <source>%1: %2 within the horizon + %3 owed in the %4 after it</source>
        <translation>%1：规划期内 %2 + 之后 %4 内仍欠 %3</translation>
    </message>
    <message>
        <source>
Owed after the %1-month horizon (included in Total):
</source>
        <translation>
%1 个月规划期之后仍欠（已计入合计）：
</translation>
    </message>
    <message>
        <source>--fields applies to --format json or csv</source>
        <translation>--fields 只适用于 --format json 或 csv</translation>
    </message>
    <message>
        <source>--fields: unknown field &quot;%1&quot;; use one of: %2</source>
        <translation>--fields：未知字段“%1”；可用：%2</translation>
    </message>
    <message>
        <source>--fields: give at least one field</source>
        <translation>--fields：至少给出一个字段</translation>
    </message>
    <message>
        <source>Parse every catalog file; neither read nor write compiled catalogs.</source>
        <translation>解析每个目录文件；不读取也不写入编译后的目录缓存。</translation>
    </message>
    <message>
        <source>: out of memory; the input is larger than this computer can hold (limits: docs/limits.md)
</source>
        <translation>：内存不足；输入超出了这台计算机能容纳的大小（限制见 docs/limits.md）
</translation>
    </message>
    <message>
        <source>--model: unknown model &quot;%1&quot;; `gpu-planner-cli models` lists them: %2</source>
        <translation>--model：未知模型“%1”；`gpu-planner-cli models` 列出可用模型：%2</translation>
    </message>
    <message>
        <source>--kv-precision: expected fp16, bf16, fp8 or int8, got &quot;%1&quot;</source>
        <translation>--kv-precision：应为 fp16、bf16、fp8 或 int8，得到“%1”</translation>
    </message>
    <message>
        <source>--finetune: expected %1, got &quot;%2&quot;</source>
        <translation>--finetune：应为 %1，得到“%2”</translation>
    </message>
    <message>
        <source>--workload: estimate takes train, finetune or inference, got &quot;%1&quot;</source>
        <translation>--workload：estimate 接受 train、finetune 或 inference，得到“%1”</translation>
    </message>
    <message>
        <source>estimate needs --params (or --model) and --tokens, or --flops</source>
        <translation>estimate 需要 --params（或 --model）和 --tokens，或 --flops</translation>
    </message>
    <message>
        <source>estimate --workload inference needs --instance ID</source>
        <translation>estimate --workload inference 需要 --instance ID</translation>
    </message>
    <message>
        <source>estimate --workload inference needs --model (or --params)</source>
        <translation>estimate --workload inference 需要 --model（或 --params）</translation>
    </message>
    <message>
        <source>--precision: serving takes %1, got &quot;%2&quot;</source>
        <translation>--precision：推理服务接受 %1，得到“%2”</translation>
    </message>
    <message>
        <source>--kv-bytes-per-token is for recommend; give the model&apos;s shape instead</source>
        <translation>--kv-bytes-per-token 用于 recommend；请改为给出模型结构</translation>
    </message>
    <message>
        <source>the KV cache needs the model&apos;s shape: --model, or --layers, --kv-heads and --head-dim</source>
        <translation>KV 缓存需要模型结构：--model，或 --layers、--kv-heads 和 --head-dim</translation>
    </message>
    <message>
        <source>model: %1 parameters (%2 active)</source>
        <translation>模型：%1 参数（激活 %2）</translation>
    </message>
    <message>
        <source>model: %1, %2 parameters (%3 active), from %4</source>
        <translation>模型：%1，%2 参数（激活 %3），来源 %4</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>KV 缓存：%1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头</translation>
    </message>
    <message>
        <source>Head dim</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>KV/token FP16</source>
        <translation>KV/词元 FP16</translation>
    </message>
    <message>
        <source>
Each figure is from the model&apos;s published configuration; sources: --format json. Use one with
estimate or recommend --model ID.
</source>
        <translation>
每个数字都来自模型公开的配置；来源见 --format json。在 estimate 或 recommend 中
用 --model ID 使用。
</translation>
    </message>
    <message>
        <source>--finetune applies to --workload finetune</source>
        <translation>--finetune 仅用于 --workload finetune</translation>
    </message>
    <message>
        <source>the model presets for --model: layers, heads, KV heads, context, sources</source>
        <translation>--model 可用的模型预设：层数、注意力头、KV 头、上下文、来源</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>%1 egress</source>
        <translation>%1 出网流量</translation>
    </message>
    <message>
        <source>%1 block storage</source>
        <translation>%1 块存储</translation>
    </message>
    <message>
        <source>%1 object storage</source>
        <translation>%1 对象存储</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>(no provider)</source>
        <translation>（无提供商）</translation>
    </message>
    <message>
        <source>Per kind:</source>
        <translation>按类别：</translation>
    </message>
    <message>
        <source>Added #%1: %2, months %3-%4: %5 %6</source>
        <translation>已添加 #%1：%2，第 %3-%4 月：%5 %6</translation>
    </message>
    <message>
        <source>Created the plan with #%1: %2, months %3-%4: %5 %6</source>
        <translation>已创建计划并添加 #%1：%2，第 %3-%4 月：%5 %6</translation>
    </message>
    <message>
        <source>--price-per-gb: &quot;%1&quot; is not a price per GB such as 0.023 or 0.15CNY</source>
        <translation>--price-per-gb：“%1”不是每 GB 价格，例如 0.023 或 0.15CNY</translation>
    </message>
    <message>
        <source>given with --price-per-gb</source>
        <translation>由 --price-per-gb 指定</translation>
    </message>
    <message>
        <source>give one --provider</source>
        <translation>请给出一个 --provider</translation>
    </message>
    <message>
        <source>give the --region</source>
        <translation>请给出 --region</translation>
    </message>
    <message>
        <source>add GB kept in object or block storage to a .gpuplan file; --provider --region
--class --gb [--growth-gb-per-month --months --start-month --phase --price-per-gb]</source>
        <translation>向 .gpuplan 文件添加对象或块存储容量；--provider --region
--class --gb [--growth-gb-per-month --months --start-month --phase --price-per-gb]</translation>
    </message>
    <message>
        <source>plan add-storage needs one FILE</source>
        <translation>plan add-storage 需要一个 FILE</translation>
    </message>
    <message>
        <source>add data moved out to the internet to a .gpuplan file; --provider --region
(--gb-per-month N | --gb-once N) [--months --start-month --phase --price-per-gb]</source>
        <translation>向 .gpuplan 文件添加流出到互联网的数据；--provider --region
(--gb-per-month N | --gb-once N) [--months --start-month --phase --price-per-gb]</translation>
    </message>
    <message>
        <source>plan add-transfer needs one FILE</source>
        <translation>plan add-transfer 需要一个 FILE</translation>
    </message>
    <message>
        <source>add a fixed amount (support, licences, a leased line) to a .gpuplan file;
--label --amount --currency (--per-month | --once) [--months --start-month --phase]</source>
        <translation>向 .gpuplan 文件添加固定金额（支持服务、许可证、专线）；
--label --amount --currency (--per-month | --once) [--months --start-month --phase]</translation>
    </message>
    <message>
        <source>plan add-item needs one FILE</source>
        <translation>plan add-item 需要一个 FILE</translation>
    </message>
    <message>
        <source>--payment: unknown payment option &quot;%1&quot;; expected %2</source>
        <translation>--payment：未知的付款方式“%1”；应为 %2</translation>
    </message>
    <message>
        <source>%1 x %2 in %3, %4</source>
        <translation>%1 x %2，位于 %3，%4</translation>
    </message>
    <message>
        <source>--class: expected object or block, got &quot;%1&quot;</source>
        <translation>--class：应为 object 或 block，而不是“%1”</translation>
    </message>
    <message>
        <source>give the GB stored with --gb</source>
        <translation>请用 --gb 给出存储的 GB</translation>
    </message>
    <message>
        <source>%1, %2 GB growing %3 GB a month</source>
        <translation>%1，%2 GB，每月增加 %3 GB</translation>
    </message>
    <message>
        <source>%1, %2 GB</source>
        <translation>%1，%2 GB</translation>
    </message>
    <message>
        <source>give either --gb-per-month or --gb-once</source>
        <translation>请给出 --gb-per-month 或 --gb-once 之一</translation>
    </message>
    <message>
        <source>--gb-once moves the data in one month; leave out --months</source>
        <translation>--gb-once 在一个月内传输数据；请去掉 --months</translation>
    </message>
    <message>
        <source>%1, %2 GB once</source>
        <translation>%1，一次性 %2 GB</translation>
    </message>
    <message>
        <source>%1, %2 GB a month</source>
        <translation>%1，每月 %2 GB</translation>
    </message>
    <message>
        <source>give either --per-month or --once</source>
        <translation>请给出 --per-month 或 --once 之一</translation>
    </message>
    <message>
        <source>give what the item is with --label</source>
        <translation>请用 --label 说明该项目</translation>
    </message>
    <message>
        <source>give the --amount and its --currency</source>
        <translation>请给出 --amount 及其 --currency</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a known ISO 4217 currency code</source>
        <translation>--currency：“%1”不是已知的 ISO 4217 货币代码</translation>
    </message>
    <message>
        <source>--amount: &quot;%1&quot; is not an amount such as 1200 or 99.50</source>
        <translation>--amount：“%1”不是金额，例如 1200 或 99.50</translation>
    </message>
    <message>
        <source>--once bills in one month; leave out --months</source>
        <translation>--once 只在一个月计费；请去掉 --months</translation>
    </message>
    <message>
        <source>%1, %2 once</source>
        <translation>%1，一次性 %2</translation>
    </message>
    <message>
        <source>%1, %2 a month</source>
        <translation>%1，每月 %2</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>--by: expected phase, provider or kind, got &quot;%1&quot;</source>
        <translation>--by：应为 phase、provider 或 kind，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; expected gpus, list, show, compare, cost, estimate, recommend, models, storage-prices, egress-prices, chart, report, fx, plan, catalog or measurements</source>
        <translation>未知命令“%1”；应为 gpus、list、show、compare、cost、estimate、recommend、models、storage-prices、egress-prices、chart、report、fx、plan、catalog 或 measurements</translation>
    </message>
    <message>
        <source>no command given; try gpus, list, show, compare, cost, estimate, recommend, models, storage-prices, egress-prices, chart, report, fx, plan, catalog or measurements</source>
        <translation>未给出命令；可用 gpus、list、show、compare、cost、estimate、recommend、models、storage-prices、egress-prices、chart、report、fx、plan、catalog 或 measurements</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Per GB-month</source>
        <translation>每 GB·月</translation>
    </message>
    <message>
        <source>Per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <source>1 price.</source>
        <translation>1 个价格。</translation>
    </message>
    <message>
        <source>%1 prices.</source>
        <translation>%1 个价格。</translation>
    </message>
    <message>
        <source> A provider or region not listed has no public price in a pinned source;
give it to plan add-storage with --price-per-gb. Sources: --format json.
</source>
        <translation>未列出的云厂商或区域在固定来源中没有公开价格；
请用 plan add-storage 的 --price-per-gb 给出。来源：--format json。
</translation>
    </message>
    <message>
        <source> A provider or region not listed has no public price in a pinned source;
give it to plan add-transfer with --price-per-gb. Sources: --format json.
</source>
        <translation>未列出的云厂商或区域在固定来源中没有公开价格；
请用 plan add-transfer 的 --price-per-gb 给出。来源：--format json。
</translation>
    </message>
    <message>
        <source>block</source>
        <translation>块存储</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>the catalog&apos;s object and block storage prices per GB-month, per provider
and region, dated (--provider, --region, --class)</source>
        <translation>目录中按云厂商和区域列出的对象存储与块存储价格（每 GB·月），
带日期（--provider、--region、--class）</translation>
    </message>
    <message>
        <source>the catalog&apos;s internet egress prices per GB with volume tiers and free
allowance, per provider and region, dated (--provider, --region)</source>
        <translation>目录中按云厂商和区域列出的互联网出网流量价格（每 GB），含阶梯与免费额度，
带日期（--provider、--region）</translation>
    </message>
    <message>
        <source>The catalog has no published storage price for %1 (a price that is not public
in a pinned source is left out). Give it to plan add-storage with --price-per-gb.
</source>
        <translation>目录中没有 %1 公开的存储价格（未在固定来源中公开的价格不收录）。
请用 plan add-storage 的 --price-per-gb 给出。
</translation>
    </message>
    <message>
        <source>The catalog has no published egress price for %1 (a price that is not public
in a pinned source is left out). Give it to plan add-transfer with --price-per-gb.
</source>
        <translation>目录中没有 %1 公开的出网流量价格（未在固定来源中公开的价格不收录）。
请用 plan add-transfer 的 --price-per-gb 给出。
</translation>
    </message>
    <message>
        <source>; give the price with --price-per-gb (`%1 --provider %2` lists the catalog&apos;s)</source>
        <translation>；请用 --price-per-gb 给出价格（`%1 --provider %2` 会列出目录中的价格）</translation>
    </message>
    <message>
        <source>No storage or egress prices
</source>
        <translation>没有存储或出网流量价格
</translation>
    </message>
    <message>
        <source>Storage and egress prices: %1 (storage-prices, egress-prices)
</source>
        <translation>存储和出网流量价格：%1（storage-prices、egress-prices）
</translation>
    </message>
    <message>
        <source>--country: &quot;%1&quot; is not an ISO 3166-1 code; expected two letters such as DE or US</source>
        <translation>--country：&quot;%1&quot; 不是 ISO 3166-1 代码；应为两个字母，例如 DE 或 US</translation>
    </message>
    <message>
        <source>--continent: &quot;%1&quot; is not a continent; expected one of %2</source>
        <translation>--continent：&quot;%1&quot; 不是大洲；应为 %2 之一</translation>
    </message>
    <message>
        <source>--global-batch: at most 1T tokens per step</source>
        <translation>--global-batch：每步最多 1T 个词元</translation>
    </message>
    <message>
        <source>--finetune is for --workload finetune</source>
        <translation>--finetune 仅用于 --workload finetune</translation>
    </message>
    <message>
        <source>--seq-len, --global-batch and the layout (--tp ...) need the model&apos;s shape: give --model or --params and --tokens instead of --flops</source>
        <translation>--seq-len、--global-batch 和并行布局（--tp 等）需要模型结构：请用 --model 或 --params 加 --tokens 代替 --flops</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>放不下：%1</translation>
    </message>
    <message>
        <source>time, GPU-hours and cost of a training run: --params --tokens
--gpu --gpus [--instance --pricing --precision --mfu --recompute];
--finetune full|lora|qlora --model M --instance ID --gpus N: memory;
--workload inference --instance ID --model M: serving capacity</source>
        <translation>训练任务的时间、GPU 时和成本：--params --tokens
--gpu --gpus [--instance --pricing --precision --mfu --recompute]；
--finetune full|lora|qlora --model M --instance ID --gpus N：显存；
--workload inference --instance ID --model M：推理服务能力</translation>
    </message>
    <message>
        <source>%1 x %2 in %3, %4: %5, %6 %7</source>
        <translation>%1 x %2，位于 %3，%4：%5，%6 %7</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>--%1 is for training and fine-tuning; serving takes --tp</source>
        <translation>--%1 用于训练和微调；推理服务只接受 --tp</translation>
    </message>
    <message>
        <source>item #%1 of the plan cannot be priced (%2); nothing was added: fix or remove it first (&apos;plan cost&apos; lists it)</source>
        <translation>计划的第 %1 项无法计价（%2）；未添加任何内容：请先修正或删除该项（&apos;plan cost&apos; 会列出它）</translation>
    </message>
    <message>
        <source>Usage: %1 %2</source>
        <translation>用法：%1 %2</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Options of every command:</source>
        <translation>所有命令通用的选项：</translation>
    </message>
    <message>
        <source>add an offer to a .gpuplan file (made when missing) with the catalog&apos;s
prices; --count --pricing --payment --start-month --months --usage --phase</source>
        <translation>按目录价格将一个报价加入 .gpuplan 文件（文件不存在时新建）；
--count --pricing --payment --start-month --months --usage --phase</translation>
    </message>
    <message>
        <source>
* best in row. Prices are per instance, in %1.
</source>
        <translation>
* 为该行最优。价格按实例计，单位 %1。
</translation>
    </message>
    <message>
        <source>Costs: one instance over %1 at %2 h/month, the cheapest payment option of each reservation term.
</source>
        <translation>费用：一个实例在 %1 内、每月 %2 小时，每种预留期限取最便宜的付款方式。
</translation>
    </message>
    <message>
        <source>--per: &quot;%1&quot; is neither instance nor region</source>
        <translation>--per：“%1”既不是 instance 也不是 region</translation>
    </message>
    <message>
        <source>From %1/h</source>
        <translation>最低 %1/小时</translation>
    </message>
    <message>
        <source>To %1/h</source>
        <translation>最高 %1/小时</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域数</translation>
    </message>
    <message>
        <source>1 instance type, at its cheapest region; &apos;-&apos; = not published. All regions: --per region.
</source>
        <translation>1 个实例类型，取其最便宜的地域；“-”表示未公布。列出所有地域：--per region。
</translation>
    </message>
    <message>
        <source>%1 instance types, each at its cheapest region; &apos;-&apos; = not published. All regions: --per region.
</source>
        <translation>%1 个实例类型，各取其最便宜的地域；“-”表示未公布。列出所有地域：--per region。
</translation>
    </message>
    <message>
        <source>offers filtered and sorted, a row per instance type or per region</source>
        <translation>筛选并排序的报价，每个实例类型或每个地域一行</translation>
    </message>
    <message>
        <source>The currency --sort compares prices in (default USD).</source>
        <translation>--sort 比较价格所用的货币（默认 USD）。</translation>
    </message>
    <message>
        <source>On-demand, monthly, reserved-1y, reserved-3y, spot or all.</source>
        <translation>on-demand、monthly、reserved-1y、reserved-3y、spot 或 all。</translation>
    </message>
    <message>
        <source>Precision of the throughput figures (default fp16).</source>
        <translation>算力数据所用精度（默认 fp16）。</translation>
    </message>
    <message>
        <source>The GPU (id or model name).</source>
        <translation>GPU（ID 或型号名称）。</translation>
    </message>
    <message>
        <source>The workload: train (default), finetune or inference.</source>
        <translation>工作负载：train（默认）、finetune 或 inference。</translation>
    </message>
    <message>
        <source>Target milliseconds per generated token (none unless given).</source>
        <translation>每个生成词元的目标毫秒数（未给出则不限）。</translation>
    </message>
    <message>
        <source>Months of serving (default 1).</source>
        <translation>推理服务月数（默认 1）。</translation>
    </message>
    <message>
        <source>Precision of the throughput figures (default: by workload).</source>
        <translation>算力数据所用精度（默认：按负载）。</translation>
    </message>
    <message>
        <source>How many configurations (default 5).</source>
        <translation>显示多少个配置（默认 5）。</translation>
    </message>
    <message>
        <source>Only that class of storage.</source>
        <translation>仅该类别的存储。</translation>
    </message>
    <message>
        <source>Instance ids, comma-separated (default: every offer).</source>
        <translation>实例 ID，逗号分隔（默认：所有报价）。</translation>
    </message>
    <message>
        <source>The file to write (.png, .svg, .pdf).</source>
        <translation>要写入的文件（.png、.svg、.pdf）。</translation>
    </message>
    <message>
        <source>How many offers (--kind value; default 15).</source>
        <translation>显示多少个报价（--kind value；默认 15）。</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>要写入的 PDF。</translation>
    </message>
    <message>
        <source>How many months the instance runs (default 12).</source>
        <translation>实例运行的月数（默认 12）。</translation>
    </message>
    <message>
        <source>A new plan&apos;s currency.</source>
        <translation>新计划的货币。</translation>
    </message>
    <message>
        <source>Hours used per month, 0-744 (default: the plan&apos;s).</source>
        <translation>每月使用小时数，0-744（默认：计划的设置）。</translation>
    </message>
    <message>
        <source>The provider whose price applies.</source>
        <translation>适用其价格的云厂商。</translation>
    </message>
    <message>
        <source>The region whose price applies.</source>
        <translation>适用其价格的区域。</translation>
    </message>
    <message>
        <source>How many months the item lasts (default 1).</source>
        <translation>该项持续的月数（默认 1）。</translation>
    </message>
    <message>
        <source>Who is paid (optional).</source>
        <translation>收款方（可选）。</translation>
    </message>
    <message>
        <source>The amount&apos;s currency.</source>
        <translation>金额的货币。</translation>
    </message>
    <message>
        <source>The provider of the prices.</source>
        <translation>价格所属的云厂商。</translation>
    </message>
    <message>
        <source>Write the imported catalog to this file instead of the user&apos;s catalog folder.</source>
        <translation>将导入的目录写入此文件，而不是用户的目录文件夹。</translation>
    </message>
    <message>
        <source>Only these providers (repeatable, or comma-separated).</source>
        <translation>仅这些云厂商（可重复，或用逗号分隔）。</translation>
    </message>
    <message>
        <source>Whole words of the GPU model or id, any case (H200 is not GH200).</source>
        <translation>GPU 型号或 ID 中的完整单词，不区分大小写（H200 不匹配 GH200）。</translation>
    </message>
    <message>
        <source>At least N GPUs.</source>
        <translation>至少 N 块 GPU。</translation>
    </message>
    <message>
        <source>At least GB of memory per GPU.</source>
        <translation>每块 GPU 至少 GB 显存。</translation>
    </message>
    <message>
        <source>Only this region.</source>
        <translation>仅此区域。</translation>
    </message>
    <message>
        <source>Only regions in this country, an ISO 3166-1 code such as DE (repeatable, or comma-separated).</source>
        <translation>只看该国家的地域，ISO 3166-1 代码，例如 DE（可重复，或用逗号分隔）。</translation>
    </message>
    <message>
        <source>Only regions on this continent: africa, asia, europe, north-america, oceania, south-america (repeatable, or comma-separated).</source>
        <translation>只看该大洲的地域：africa、asia、europe、north-america、oceania、south-america（可重复，或用逗号分隔）。</translation>
    </message>
    <message>
        <source>On-demand hourly price at most this, other currencies converted (e.g. 10 or 70CNY).</source>
        <translation>按需每小时价格不超过此值，其他货币先换算（例如 10 或 70CNY）。</translation>
    </message>
    <message>
        <source>Sort by FIELD (a JSON key; prices converted into --currency); -FIELD sorts descending.</source>
        <translation>按 FIELD 排序（JSON 键；价格先换算为 --currency）；-FIELD 为降序。</translation>
    </message>
    <message>
        <source>Print at most N rows.</source>
        <translation>最多输出 N 行。</translation>
    </message>
    <message>
        <source>A row per instance (its cheapest matching region, with the number of regions and the on-demand price range in --currency) or per region (every offer). Default: instance for the table, region for json and csv.</source>
        <translation>每个实例一行（取其最便宜的匹配地域，并给出地域数和以 --currency 计的按需价格区间），或每个地域一行（每个报价）。默认：表格按实例，json 和 csv 按地域。</translation>
    </message>
    <message>
        <source>Only these JSON keys, in this order (--format json or csv; repeatable, or comma-separated).</source>
        <translation>只输出这些 JSON 键，按此顺序（--format json 或 csv；可重复，或用逗号分隔）。</translation>
    </message>
    <message>
        <source>Only rows whose values differ.</source>
        <translation>只显示取值不同的行。</translation>
    </message>
    <message>
        <source>Number of instances (default 1).</source>
        <translation>实例数（默认 1）。</translation>
    </message>
    <message>
        <source>Horizon in months (default 12).</source>
        <translation>测算期（月，默认 12）。</translation>
    </message>
    <message>
        <source>Hours used per month, 0-744 (default 730).</source>
        <translation>每月使用小时数，0-744（默认 730）。</translation>
    </message>
    <message>
        <source>On-demand, monthly, reserved-1y, reserved-3y or spot.</source>
        <translation>on-demand、monthly、reserved-1y、reserved-3y 或 spot。</translation>
    </message>
    <message>
        <source>Amounts in this currency.</source>
        <translation>以此货币显示金额。</translation>
    </message>
    <message>
        <source>Exchange rate CODE=RATE per USD (repeatable), e.g. CNY=7.10.</source>
        <translation>汇率 CODE=RATE（每美元，可重复），例如 CNY=7.10。</translation>
    </message>
    <message>
        <source>Negotiated discount on every price, in percent.</source>
        <translation>对所有价格的协议折扣（百分比）。</translation>
    </message>
    <message>
        <source>Rework after spot interruptions, in percent (default 10).</source>
        <translation>竞价实例中断后的返工比例（百分比，默认 10）。</translation>
    </message>
    <message>
        <source>Precision of the throughput figures (default bf16).</source>
        <translation>算力数据所用精度（默认 bf16）。</translation>
    </message>
    <message>
        <source>How a reservation is paid: no_upfront, partial_upfront or all_upfront.</source>
        <translation>预留实例的付款方式：no_upfront、partial_upfront 或 all_upfront。</translation>
    </message>
    <message>
        <source>The chart: perf-price, value, cost-over-time or budget.</source>
        <translation>图表类型：perf-price、value、cost-over-time 或 budget。</translation>
    </message>
    <message>
        <source>Instance ids, comma-separated.</source>
        <translation>实例 ID，逗号分隔。</translation>
    </message>
    <message>
        <source>A .gpuplan file.</source>
        <translation>一个 .gpuplan 文件。</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>要写入的文件。</translation>
    </message>
    <message>
        <source>Logarithmic axes (--kind perf-price).</source>
        <translation>对数坐标轴（--kind perf-price）。</translation>
    </message>
    <message>
        <source>The title on the cover.</source>
        <translation>封面标题。</translation>
    </message>
    <message>
        <source>The author on the cover.</source>
        <translation>封面作者。</translation>
    </message>
    <message>
        <source>Page size: a4 (default) or letter.</source>
        <translation>纸张大小：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>Landscape pages.</source>
        <translation>横向页面。</translation>
    </message>
    <message>
        <source>--kind budget: split costs by phase (default), provider or kind (compute, storage, transfer, other).</source>
        <translation>--kind budget：按 phase（阶段，默认）、provider（提供商）或 kind（类别：计算、存储、传输、其他）拆分费用。</translation>
    </message>
    <message>
        <source>How many rows to show.</source>
        <translation>显示多少行。</translation>
    </message>
    <message>
        <source>PNG resolution (default 96: 1200x750 pixels).</source>
        <translation>PNG 分辨率（默认 96：1200x750 像素）。</translation>
    </message>
    <message>
        <source>Phase label, e.g. training or inference.</source>
        <translation>阶段标签，例如 training 或 inference。</translation>
    </message>
    <message>
        <source>The plan month the item starts in (default 1).</source>
        <translation>该项在计划中开始的月份（默认 1）。</translation>
    </message>
    <message>
        <source>Object or block storage.</source>
        <translation>对象存储（object）或块存储（block）。</translation>
    </message>
    <message>
        <source>GB stored in the first month.</source>
        <translation>第一个月存储的 GB。</translation>
    </message>
    <message>
        <source>GB added each later month (default 0).</source>
        <translation>之后每月增加的 GB（默认 0）。</translation>
    </message>
    <message>
        <source>GB moved out to the internet each month.</source>
        <translation>每月流出到互联网的 GB。</translation>
    </message>
    <message>
        <source>GB moved out once, in the start month.</source>
        <translation>在开始月份一次性流出的 GB。</translation>
    </message>
    <message>
        <source>The price per GB(-month), e.g. 0.023 or 0.15CNY, one tier.</source>
        <translation>每 GB（每月）价格，例如 0.023 或 0.15CNY，单一档位。</translation>
    </message>
    <message>
        <source>What the amount is for, e.g. &quot;support plan&quot;.</source>
        <translation>金额的用途，例如“support plan”。</translation>
    </message>
    <message>
        <source>The amount, in --currency.</source>
        <translation>金额，以 --currency 计。</translation>
    </message>
    <message>
        <source>The amount is billed every month of the item.</source>
        <translation>该金额在项目的每个月计费。</translation>
    </message>
    <message>
        <source>The amount is billed once, in the start month.</source>
        <translation>该金额在开始月份一次性计费。</translation>
    </message>
    <message>
        <source>The plan&apos;s name when the file is new (default: the file name).</source>
        <translation>新建文件时计划的名称（默认：文件名）。</translation>
    </message>
    <message>
        <source>Model parameters, e.g. 7e9 or 70B.</source>
        <translation>模型参数量，例如 7e9 或 70B。</translation>
    </message>
    <message>
        <source>Training tokens, e.g. 2T.</source>
        <translation>训练 token 数，例如 2T。</translation>
    </message>
    <message>
        <source>Total work in FLOPs instead of 6·N·D + attention.</source>
        <translation>以 FLOPs 计的总工作量，代替 6·N·D + 注意力。</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>GPU 数量。</translation>
    </message>
    <message>
        <source>End-to-end utilisation 0-1 (default: the calibrated utilisation x scaling).</source>
        <translation>端到端利用率 0-1（默认：校准利用率 × 扩展系数）。</translation>
    </message>
    <message>
        <source>Always recompute activations (else only where memory needs it).</source>
        <translation>始终重计算激活（否则仅在显存需要时）。</translation>
    </message>
    <message>
        <source>Training sequence length in tokens (default 4096, the model&apos;s context when shorter).</source>
        <translation>训练序列长度（词元数，默认 4096，模型上下文更短时取其上下文）。</translation>
    </message>
    <message>
        <source>Tokens per optimizer step, e.g. 4M (default 4,194,304).</source>
        <translation>每个优化器步的词元数，例如 4M（默认 4,194,304）。</translation>
    </message>
    <message>
        <source>Fix the tensor-parallel size (inside one instance; serving: the GPUs one replica is split over).</source>
        <translation>固定张量并行规模（在一个实例内；推理服务：一个副本拆分到的 GPU 数）。</translation>
    </message>
    <message>
        <source>Fix the pipeline-parallel size.</source>
        <translation>固定流水线并行规模。</translation>
    </message>
    <message>
        <source>Fix the context-parallel size.</source>
        <translation>固定上下文并行规模。</translation>
    </message>
    <message>
        <source>Fix the expert-parallel size (mixture of experts).</source>
        <translation>固定专家并行规模（混合专家模型）。</translation>
    </message>
    <message>
        <source>Fix the ZeRO stage: 0, 1 (optimizer states sharded), 2 (and gradients) or 3 (and weights, FSDP).</source>
        <translation>固定 ZeRO 阶段：0、1（分片优化器状态）、2（及梯度）或 3（及权重，FSDP）。</translation>
    </message>
    <message>
        <source>The instance the GPUs run on (scaling and cost).</source>
        <translation>GPU 所在的实例（用于扩展系数和费用）。</translation>
    </message>
    <message>
        <source>The workload: train, finetune, inference, render or science.</source>
        <translation>工作负载：train、finetune、inference、render 或 science。</translation>
    </message>
    <message>
        <source>Tokens of context per sequence (default 4096).</source>
        <translation>每个序列的上下文词元数（默认 4096）。</translation>
    </message>
    <message>
        <source>Requests per second to serve (inference; after training: a serving phase).</source>
        <translation>需要服务的每秒请求数（推理；训练后：增加推理服务阶段）。</translation>
    </message>
    <message>
        <source>Tokens generated per request (default 256).</source>
        <translation>每个请求生成的词元数（默认 256）。</translation>
    </message>
    <message>
        <source>Target milliseconds per generated token (default 50).</source>
        <translation>每个生成词元的目标毫秒数（默认 50）。</translation>
    </message>
    <message>
        <source>KV-cache bytes per token (default: multi-head estimate).</source>
        <translation>每个 token 的 KV 缓存字节数（默认：按多头注意力估算）。</translation>
    </message>
    <message>
        <source>Render scene memory per GPU, or science working set, in GB.</source>
        <translation>渲染场景每块 GPU 所需显存，或科学计算的工作集，单位 GB。</translation>
    </message>
    <message>
        <source>The GPU --reference-hours were measured on (render).</source>
        <translation>--reference-hours 所基于的 GPU（渲染）。</translation>
    </message>
    <message>
        <source>Hours the render job takes on one reference GPU.</source>
        <translation>渲染任务在一块参考 GPU 上所需小时数。</translation>
    </message>
    <message>
        <source>Finish within this many days.</source>
        <translation>在这么多天内完成。</translation>
    </message>
    <message>
        <source>Total cost at most this, in --currency.</source>
        <translation>总费用上限，单位为 --currency。</translation>
    </message>
    <message>
        <source>Whether spot offers are allowed: yes or no (default).</source>
        <translation>是否允许竞价实例：yes 或 no（默认）。</translation>
    </message>
    <message>
        <source>Only these providers, comma-separated.</source>
        <translation>只看这些云厂商，逗号分隔。</translation>
    </message>
    <message>
        <source>Only these regions, comma-separated.</source>
        <translation>只看这些地域，逗号分隔。</translation>
    </message>
    <message>
        <source>Rank by cost, time or balanced (default).</source>
        <translation>排序依据：cost、time 或 balanced（默认）。</translation>
    </message>
    <message>
        <source>Largest cluster considered (default 1024 GPUs).</source>
        <translation>考虑的最大集群规模（默认 1024 块 GPU）。</translation>
    </message>
    <message>
        <source>A scenario JSON file; flags override its values.</source>
        <translation>场景 JSON 文件；同时给出的参数会覆盖其中的值。</translation>
    </message>
    <message>
        <source>The date of the file&apos;s prices (YYYY-MM-DD).</source>
        <translation>文件中价格的日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>The list of price files to download (default: the user&apos;s price-sources.json, else the built-in list).</source>
        <translation>要下载的价格文件列表（默认：用户的 price-sources.json，否则用内置列表）。</translation>
    </message>
    <message>
        <source>Give up on a download that receives nothing for this long (default 30).</source>
        <translation>下载在这么长时间内收不到数据即放弃（秒，默认 30）。</translation>
    </message>
    <message>
        <source>The largest file accepted, in MiB (default 64).</source>
        <translation>可接受的最大文件，单位 MiB（默认 64）。</translation>
    </message>
    <message>
        <source>Print the price sources and download nothing.</source>
        <translation>列出价格来源，不下载任何内容。</translation>
    </message>
    <message>
        <source>Measured throughput and bandwidth (measurements import) instead of the datasheet where a GPU has them.</source>
        <translation>在有测量数据的 GPU 上使用实测算力和带宽（measurements import）代替规格表数据。</translation>
    </message>
    <message>
        <source>A model preset (gpu-planner-cli models), e.g. llama-3.1-70b: its parameters and shape fill what is not given.</source>
        <translation>模型预设（gpu-planner-cli models），如 llama-3.1-70b；未给出的参数与结构由它补齐。</translation>
    </message>
    <message>
        <source>Parameters one token passes through (mixture of experts); --params is the total.</source>
        <translation>每个词元经过的参数（混合专家模型）；--params 为总参数。</translation>
    </message>
    <message>
        <source>The model&apos;s layers (for its KV cache).</source>
        <translation>模型层数（用于 KV 缓存）。</translation>
    </message>
    <message>
        <source>The model&apos;s hidden size.</source>
        <translation>模型隐藏维度。</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention: fewer than heads).</source>
        <translation>键/值头数（分组查询注意力：少于注意力头数）。</translation>
    </message>
    <message>
        <source>The width of an attention head (default 128).</source>
        <translation>注意力头的宽度（默认 128）。</translation>
    </message>
    <message>
        <source>Precision of the KV cache (default: the serving precision).</source>
        <translation>KV 缓存的精度（默认：服务精度）。</translation>
    </message>
    <message>
        <source>The method: full, lora or qlora (a 4-bit base), for --workload finetune.</source>
        <translation>方式：full、lora 或 qlora（4 位基座），用于 --workload finetune。</translation>
    </message>
    <message>
        <source>The rank of LoRA adapters (default 16).</source>
        <translation>LoRA 适配器的秩（默认 16）。</translation>
    </message>
    <message>
        <source>Leave out configurations whose scaling efficiency is below this, 0-1 (default 0.5).</source>
        <translation>排除扩展效率低于此值的配置，0-1（默认 0.5）。</translation>
    </message>
    <message>
        <source>Prompt tokens per request, for --workload inference (default 512).</source>
        <translation>每个请求的提示词元数，用于 --workload inference（默认 512）。</translation>
    </message>
    <message>
        <source>Used by %1.</source>
        <translation>适用命令：%1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>prices in different currencies are not ranked</source>
        <translation>不同货币的价格不参与排名</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>实例族</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPU memory per GPU (GB)</source>
        <translation>每块 GPU 显存（GB）</translation>
    </message>
    <message>
        <source>GPU memory total (GB)</source>
        <translation>GPU 显存总量（GB）</translation>
    </message>
    <message>
        <source>GPU memory type</source>
        <translation>GPU 显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU (GB/s)</source>
        <translation>每块 GPU 显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>%1 TOPS (total, dense)</source>
        <translation>%1 TOPS（合计，稠密）</translation>
    </message>
    <message>
        <source>%1 TFLOPS (total, dense)</source>
        <translation>%1 TFLOPS（合计，稠密）</translation>
    </message>
    <message>
        <source>Measured memory bandwidth per GPU (GB/s, % of datasheet)</source>
        <translation>每块 GPU 实测显存带宽（GB/s，占规格表 %）</translation>
    </message>
    <message>
        <source>Measured %1 TFLOPS per GPU (% of datasheet)</source>
        <translation>每块 GPU 实测 %1 TFLOPS（占规格表 %）</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <source>Network (Gbps)</source>
        <translation>网络（Gbps）</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <source>Virtualization</source>
        <translation>虚拟化</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>On-demand per hour</source>
        <translation>按量计费每小时</translation>
    </message>
    <message>
        <source>On-demand per GPU-hour</source>
        <translation>按量计费每 GPU 小时</translation>
    </message>
    <message>
        <source>Spot per hour</source>
        <translation>竞价实例每小时</translation>
    </message>
    <message>
        <source>Reserved 1 year, effective per hour</source>
        <translation>预留 1 年，折合每小时</translation>
    </message>
    <message>
        <source>Reserved 3 years, effective per hour</source>
        <translation>预留 3 年，折合每小时</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>Total over %1: %2</source>
        <translation>%1合计：%2</translation>
    </message>
    <message>
        <source>Cheapest way to buy (spot not counted)</source>
        <translation>最省的购买方式（不计竞价实例）</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Paid over %1: %2</source>
        <translation>%1 内支付：%2</translation>
    </message>
    <message>
        <source>+ owed after the horizon: %1</source>
        <translation>+ 规划期之后仍欠：%1</translation>
    </message>
    <message>
        <source>+ %1 (%2 owed)</source>
        <translation>+ %1（仍欠 %2）</translation>
    </message>
    <message>
        <source>Whole commitment: %1</source>
        <translation>整个承诺期：%1</translation>
    </message>
</context>
<context>
    <name>CostEngine</name>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>the amounts are too large to compute (over 10^12 per month or in total)</source>
        <translation>金额过大，无法计算（每月或合计超过 10^12）</translation>
    </message>
    <message>
        <source>on-demand hourly</source>
        <translation>按量计费每小时</translation>
    </message>
    <message>
        <source>spot hourly</source>
        <translation>竞价实例每小时</translation>
    </message>
    <message>
        <source>reserved %1y %2 effective hourly</source>
        <translation>预留 %1 年 %2 折合每小时</translation>
    </message>
    <message>
        <source>count must be from 1 to %1, got %2</source>
        <translation>数量须在 1 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>months must be from 1 to %1, got %2</source>
        <translation>月数须在 1 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>usage must be from 0 to 744 hours per month, got %1</source>
        <translation>用量须在每月 0 到 744 小时之间，实际为 %1</translation>
    </message>
    <message>
        <source>discount must be from 0 to 99.99 %, got %1</source>
        <translation>折扣须在 0 到 99.99 % 之间，实际为 %1</translation>
    </message>
    <message>
        <source>spot overhead must be from 0 to 10000 %, got %1</source>
        <translation>竞价返工开销须在 0 到 10000 % 之间，实际为 %1</translation>
    </message>
    <message>
        <source>no exchange rate for %1; rates are known for %2 (add one with --fx %1=RATE)</source>
        <translation>没有 %1 的汇率；已知汇率：%2（可用 --fx %1=RATE 添加）</translation>
    </message>
    <message>
        <source>no public spot price for this offer</source>
        <translation>该报价没有公开的竞价实例价格</translation>
    </message>
    <message>
        <source>no public on-demand price for this offer</source>
        <translation>该报价没有公开的按量计费价格</translation>
    </message>
    <message>
        <source>interruptible: the provider can reclaim it; includes %1 % rework overhead</source>
        <translation>可被中断：云厂商可随时回收；已计入 %1 % 的返工开销</translation>
    </message>
    <message>
        <source>no public monthly subscription price for this offer</source>
        <translation>该报价没有公开的包年包月价格</translation>
    </message>
    <message>
        <source>billed per month whatever the usage</source>
        <translation>按月计费，与用量无关</translation>
    </message>
    <message>
        <source>no public %1-year reservation price for this offer</source>
        <translation>该报价没有公开的 %1 年预留实例价格</translation>
    </message>
    <message>
        <source>billed for every hour of each %1-year term whatever the usage</source>
        <translation>每个 %1 年期限内的每小时均计费，与用量无关</translation>
    </message>
    <message>
        <source>%1 terms, renewed %2 to cover %3</source>
        <translation>%1 个期限，续订 %2 以覆盖 %3</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>no on-demand price to compare with</source>
        <translation>没有可比较的按量计费价格</translation>
    </message>
    <message>
        <source>on-demand is cheaper at any usage over %1</source>
        <translation>在 %1 内，任何用量下按量计费都更便宜</translation>
    </message>
    <message>
        <source>at %1 h/month on-demand stays cheaper over %2</source>
        <translation>每月 %1 小时时，在 %2 内按量计费始终更便宜</translation>
    </message>
    <message>
        <source>pays off above %1 h/month</source>
        <translation>每月超过 %1 小时即更划算</translation>
    </message>
    <message>
        <source>cheaper than on-demand from month %1</source>
        <translation>自第 %1 个月起比按量计费便宜</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 pays off above %2 h/month; cheaper from month 1</source>
        <translation>%1 在每月 %2 小时以上划算；从第 1 个月起更便宜</translation>
    </message>
    <message>
        <source>%1 pays off above %2 h/month; cheaper from month %3</source>
        <translation>%1 在每月 %2 小时以上划算；从第 %3 个月起更便宜</translation>
    </message>
    <message>
        <source>%1 pays off above %2 h/month; %3</source>
        <translation>%1 在每月 %2 小时以上划算；%3</translation>
    </message>
    <message>
        <source>not at this usage</source>
        <translation>按当前用量不划算</translation>
    </message>
</context>
<context>
    <name>Estimation</name>
    <message>
        <source>NVSwitch: ~95% scaling over the instance&apos;s %1 GPUs</source>
        <translation>NVSwitch：实例内 %1 块 GPU 的扩展效率约 95%</translation>
    </message>
    <message>
        <source>NVLink: ~90% scaling over the instance&apos;s %1 GPUs</source>
        <translation>NVLink：实例内 %1 块 GPU 的扩展效率约 90%</translation>
    </message>
    <message>
        <source>Infinity Fabric: ~90% scaling over the instance&apos;s %1 GPUs</source>
        <translation>Infinity Fabric：实例内 %1 块 GPU 的扩展效率约 90%</translation>
    </message>
    <message>
        <source>PCIe only: ~80% scaling over the instance&apos;s %1 GPUs</source>
        <translation>仅 PCIe：实例内 %1 块 GPU 的扩展效率约 80%</translation>
    </message>
    <message>
        <source>%1 instances</source>
        <translation>%1 台实例</translation>
    </message>
    <message>
        <source>: network bandwidth not published, ~50% scaling across instances assumed</source>
        <translation>：未公布网络带宽，按跨实例扩展效率约 50% 计</translation>
    </message>
    <message>
        <source>%1 Gbps %2</source>
        <translation>%1 Gbps %2</translation>
    </message>
    <message>
        <source>%1 Gbps without RDMA</source>
        <translation>%1 Gbps，无 RDMA</translation>
    </message>
    <message>
        <source>%1 over %2 (%3 Gbps per GPU): ~%4 scaling across instances</source>
        <translation>%1，通过 %2（每 GPU %3 Gbps）：跨实例扩展效率约 %4</translation>
    </message>
    <message>
        <source>%1 publishes no FP64 figure (no real FP64 units)</source>
        <translation>%1 未公布 FP64 数据（没有真正的 FP64 单元）</translation>
    </message>
    <message>
        <source>%1 has weak FP64: %2 TFLOPS against %3 FP32</source>
        <translation>%1 的 FP64 较弱：%2 TFLOPS，而 FP32 为 %3</translation>
    </message>
    <message>
        <source>independent frames: every GPU works on its own, no scaling loss</source>
        <translation>各帧相互独立：每块 GPU 单独工作，没有扩展损失</translation>
    </message>
    <message>
        <source>vGPU share: ~%1 of a whole GPU&apos;s throughput after virtualization</source>
        <translation>vGPU 分片：虚拟化后约为整块 GPU 算力的 %1</translation>
    </message>
    <message>
        <source>utilisation %1 given: the end-to-end figure, no scaling factor applied</source>
        <translation>已给定利用率 %1：为端到端数值，不再乘扩展系数</translation>
    </message>
    <message>
        <source>model FLOPs utilisation %1 (typical of well-tuned large training runs)</source>
        <translation>模型 FLOPs 利用率 %1（调优良好的大规模训练的典型值）</translation>
    </message>
    <message>
        <source>%1 publishes no memory bandwidth</source>
        <translation>%1 未公布显存带宽</translation>
    </message>
    <message>
        <source>%1 publishes no %2 figure</source>
        <translation>%1 未公布 %2 数据</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>PCIe (~%1 GB/s each way)</source>
        <translation>PCIe（单向约 %1 GB/s）</translation>
    </message>
    <message>
        <source>%1 (%2 GB/s each way per GPU)</source>
        <translation>%1（每 GPU 单向 %2 GB/s）</translation>
    </message>
    <message>
        <source>%1 s inside the instance over %2</source>
        <translation>实例内经 %2 用时 %1 秒</translation>
    </message>
    <message>
        <source>a network not published (%1 Gbps assumed)</source>
        <translation>未公布的网络（假定 %1 Gbps）</translation>
    </message>
    <message>
        <source>%1 Gbps %2 (%3 of the line rate)</source>
        <translation>%1 Gbps %2（线速的 %3）</translation>
    </message>
    <message>
        <source>%1 Gbps without RDMA (%2 of the line rate)</source>
        <translation>%1 Gbps，无 RDMA（线速的 %2）</translation>
    </message>
    <message>
        <source>%1 s across %2 instances over %3</source>
        <translation>跨 %2 个实例经 %3 用时 %1 秒</translation>
    </message>
    <message>
        <source>the weights (%1) do not fit the %2 usable on %3 GPUs</source>
        <translation>权重（%1）放不进 %3 块 GPU 的 %2 可用显存</translation>
    </message>
    <message>
        <source>no room for one %1-token sequence&apos;s KV cache beside the weights</source>
        <translation>权重之外放不下一个 %1 词元序列的 KV 缓存</translation>
    </message>
    <message>
        <source>one token takes %1 ms on %2 GPUs, over the %3 ms target</source>
        <translation>在 %2 块 GPU 上生成一个词元需 %1 毫秒，超过 %3 毫秒目标</translation>
    </message>
    <message>
        <source>INT4 weights are dequantised: products computed in FP16</source>
        <translation>INT4 权重需反量化：矩阵乘以 FP16 计算</translation>
    </message>
    <message>
        <source>%1 layers × (%2 latent + %3 rotary) × %4 bytes = %5 KiB per token (MLA)</source>
        <translation>%1 层 ×（%2 潜在 + %3 旋转）× %4 字节 = 每词元 %5 KiB（MLA）</translation>
    </message>
    <message>
        <source>2 × %1 layers × %2 KV heads × %3 × %4 bytes = %5 KiB per token (%6)</source>
        <translation>2 × %1 层 × %2 个 KV 头 × %3 × %4 字节 = 每词元 %5 KiB（%6）</translation>
    </message>
    <message>
        <source>%1 GB/s measured (NCCL all-reduce bus bandwidth of %2 GPUs at %3 messages, %4 of %5)</source>
        <translation>%1 GB/s 实测（%2 个 GPU 的 NCCL all-reduce 总线带宽，消息大小 %3，%4，%5）</translation>
    </message>
    <message>
        <source>NeuronLink: ~90% scaling over the instance&apos;s %1 chips</source>
        <translation>NeuronLink：实例内 %1 块芯片的扩展效率约 90%</translation>
    </message>
    <message>
        <source>fabric not published: the provider states no GPU interconnect; ~80% scaling over %1 GPUs, what the slowest (PCIe) would give</source>
        <translation>未公布互联：云厂商未说明 GPU 互联；%1 块 GPU 的扩展效率按最慢的 PCIe 计，约 80%</translation>
    </message>
    <message>
        <source>%1 is not the fastest precision %2 has: %3 has %4 dense TFLOPS against %5 (give --precision %6 if the run can use it)</source>
        <translation>%1 不是 %2 最快的精度：%3 有 %4 稠密 TFLOPS，而它只有 %5（若任务可用，请指定 --precision %6）</translation>
    </message>
    <message>
        <source>work: (%1·N + 12·L·w·s)·D = (%1·%2 + 12·%3·%4·%5)·%6 = %7 FLOPs (attention %8)</source>
        <translation>工作量：(%1·N + 12·L·w·s)·D = (%1·%2 + 12·%3·%4·%5)·%6 = %7 FLOPs（注意力占 %8）</translation>
    </message>
    <message>
        <source>layout %1 (ZeRO-%2), recomputation %3%4; micro-batches of %5 × %6 tokens, %7 per step of %8 tokens</source>
        <translation>布局 %1（ZeRO-%2），重计算%3%4；微批次 %5 × %6 个词元，每步 %7 个，共 %8 个词元</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>, frozen weights offloaded to the host</source>
        <translation>，冻结权重卸载到主机内存</translation>
    </message>
    <message>
        <source>memory per GPU: weights %1 + gradients %2 + optimizer %3 + activations %4</source>
        <translation>每 GPU 显存：权重 %1 + 梯度 %2 + 优化器 %3 + 激活 %4</translation>
    </message>
    <message>
        <source> + gathered layers %1</source>
        <translation> + 聚合的层 %1</translation>
    </message>
    <message>
        <source> = %1 GB of %2 GB usable: %3</source>
        <translation> = %1 GB，可用 %2 GB：%3</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source> (%1 GB of frozen weights in each instance&apos;s memory)</source>
        <translation>（每个实例内存中有 %1 GB 冻结权重）</translation>
    </message>
    <message>
        <source>--pp %1: the model has %2 layers</source>
        <translation>--pp %1：模型只有 %2 层</translation>
    </message>
    <message>
        <source>--tp %1 × --pp %2 × --cp %3 does not divide the %4 GPUs</source>
        <translation>--tp %1 × --pp %2 × --cp %3 不能整除 %4 个 GPU</translation>
    </message>
    <message>
        <source>--tp %1: tensor parallel stays inside one instance of %2 GPUs</source>
        <translation>--tp %1：张量并行只能在一个有 %2 个 GPU 的实例内</translation>
    </message>
    <message>
        <source>--ep %1: the model is dense (no experts to split)</source>
        <translation>--ep %1：模型是稠密的（没有可拆分的专家）</translation>
    </message>
    <message>
        <source>--ep %1: the model has %2 experts</source>
        <translation>--ep %1：模型只有 %2 个专家</translation>
    </message>
    <message>
        <source>no parallel layout divides the %1 GPUs</source>
        <translation>没有能整除 %1 个 GPU 的并行布局</translation>
    </message>
    <message>
        <source>%1 s recomputing the forward pass</source>
        <translation>重计算前向传播 %1 秒</translation>
    </message>
    <message>
        <source>%1 s pipeline bubble (%2 stages, %3 micro-batches)</source>
        <translation>流水线气泡 %1 秒（%2 级，%3 个微批次）</translation>
    </message>
    <message>
        <source>%1 s tensor-parallel all-reduces over %2, not hidden</source>
        <translation>经 %2 的张量并行 all-reduce %1 秒，未被掩盖</translation>
    </message>
    <message>
        <source>%1 s expert all-to-alls, not hidden</source>
        <translation>专家 all-to-all %1 秒，未被掩盖</translation>
    </message>
    <message>
        <source>gradient exchange (%1), %2 s of it not hidden by the backward pass</source>
        <translation>梯度交换（%1），其中 %2 秒未被反向传播掩盖</translation>
    </message>
    <message>
        <source>%1 s streaming the frozen weights from the host</source>
        <translation>从主机传输冻结权重 %1 秒</translation>
    </message>
    <message>
        <source>per step: %1 s of compute%2: %3 scaling efficiency</source>
        <translation>每步：计算 %1 秒%2：扩展效率 %3</translation>
    </message>
    <message>
        <source>a tensor-parallel group of %1 GPUs does not divide the instance&apos;s %2</source>
        <translation>%1 块 GPU 的张量并行组不能整除实例的 %2 块 GPU</translation>
    </message>
    <message>
        <source>KV cache %1 per %2-token sequence; %3 sequences per replica (continuous batching, at most %4 per GPU)</source>
        <translation>每个 %2 词元序列的 KV 缓存为 %1；每个副本 %3 个序列（连续批处理，每 GPU 最多 %4 个）</translation>
    </message>
    <message>
        <source>a decode step reads the weights and the batch&apos;s KV cache at %1 of peak bandwidth, then computes 2 FLOPs per active parameter and the attention over each sequence&apos;s context at %2 of dense %3 peak (the training utilisation %4 of %5 × %6)</source>
        <translation>每个解码步先以峰值带宽的 %1 读取权重和该批次的 KV 缓存，再以稠密 %3 峰值的 %2 计算每个激活参数 2 FLOPs 及每个序列上下文上的注意力（训练利用率 %4（%5）× %6）</translation>
    </message>
    <message>
        <source>prefill of a %1-token prompt computes at %2 of dense peak (× %3) and takes its share of the time; time to first token without queueing</source>
        <translation>%1 词元提示词的预填充以稠密峰值的 %2（× %3）计算，并占用相应时间；首词元时间不含排队</translation>
    </message>
    <message>
        <source>tensor parallel over %1 GPUs: two all-reduces of the activations per layer, %2 µs each and the bytes over %3%4</source>
        <translation>%1 块 GPU 张量并行：每层对激活做两次 all-reduce，每次 %2 微秒，数据经 %3%4 传输</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation>，按 %1</translation>
    </message>
    <message>
        <source>serving rule fitted to %1 (%2)</source>
        <translation>推理服务规则拟合自 %1（%2）</translation>
    </message>
    <message>
        <source>%1 serving stacks reach %2 of those rates (%3: fitted to %4, %5)</source>
        <translation>%1 的推理服务软件栈只能达到上述速率的 %2（%3：拟合自 %4，%5）</translation>
    </message>
    <message>
        <source>an NVLink domain of %1 GPUs (%2 instances)</source>
        <translation>%1 个 GPU 的 NVLink 域（%2 个实例）</translation>
    </message>
    <message>
        <source>--tp %1: tensor parallel stays inside the %2 GPUs of the job&apos;s NVLink domain</source>
        <translation>--tp %1：张量并行限于作业 NVLink 域内的 %2 个 GPU</translation>
    </message>
    <message>
        <source>%1 s inside %2 over %3</source>
        <translation>%1 秒在%2内经 %3</translation>
    </message>
    <message>
        <source>%1 s across %2 NVLink domains over %3</source>
        <translation>%1 秒跨 %2 个 NVLink 域经 %3</translation>
    </message>
    <message numerus="yes">
        <source>weights %1 at %2 bytes each, split over %n GPU(s) per replica (tensor parallel)</source>
        <translation>
            <numerusform>权重 %1，每个 %2 字节，每个副本拆分到 %n 块 GPU（张量并行）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExchangeRates</name>
    <message>
        <source>base currency</source>
        <translation>基准货币</translation>
    </message>
    <message>
        <source>expected an object of currencies, got %1</source>
        <translation>应为货币对象，实际为 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known ISO 4217 currency code</source>
        <translation>&quot;%1&quot;不是已知的 ISO 4217 货币代码</translation>
    </message>
    <message>
        <source>USD is the base currency (1 USD per USD) and takes no rate</source>
        <translation>USD 是基准货币（1 USD 兑 1 USD），无需汇率</translation>
    </message>
    <message>
        <source>expected an object with &quot;per_usd&quot;, got %1</source>
        <translation>应为含 &quot;per_usd&quot; 的对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为&quot;%1&quot;，实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>version %1 is not supported; this GPU Planner reads version 1</source>
        <translation>不支持版本 %1；此版本 GPU Planner 只能读取版本 1</translation>
    </message>
    <message>
        <source>rates must be given per USD, got base &quot;%1&quot;</source>
        <translation>汇率须以每美元给出，实际基准为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>--fx &quot;%1&quot;: %2</source>
        <translation>--fx &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>expected CODE=RATE, e.g. CNY=7.10 (7.10 CNY per USD)</source>
        <translation>应为 CODE=RATE，例如 CNY=7.10（每美元 7.10 CNY）</translation>
    </message>
    <message>
        <source>USD is the base currency; give the other currency&apos;s rate per USD</source>
        <translation>USD 是基准货币；请给出另一种货币每美元的汇率</translation>
    </message>
    <message>
        <source>the rate must be above 0 with at most %1 decimal places</source>
        <translation>汇率须大于 0，最多 %1 位小数</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>%1 %2 per USD</source>
        <translation>每美元 %1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，</translation>
    </message>
    <message>
        <source>, as of </source>
        <translation>，日期 </translation>
    </message>
    <message>
        <source>exchange-rate files</source>
        <translation>汇率文件</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>%1 (process %2 on %3)</source>
        <translation>%1（%3 上的进程 %2）</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>the folder is not writable</source>
        <translation>文件夹不可写</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>系统未给出原因</translation>
    </message>
    <message>
        <source>cannot create the lock file %1: %2</source>
        <translation>无法创建锁文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>cannot write: %1; the previous file is unchanged</source>
        <translation>无法写入：%1；原文件未改动</translation>
    </message>
    <message>
        <source>not written: the catalog reader would refuse it: %1</source>
        <translation>未写入：目录读取器会拒绝它：%1</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>文件夹 %1 不可写</translation>
    </message>
    <message>
        <source>is a symbolic link; not written through it (it may point at another file); give the real file&apos;s name</source>
        <translation>是符号链接；不会通过它写入（它可能指向其他文件）；请给出真实文件的名称</translation>
    </message>
    <message>
        <source>cannot write: %1; no file was made</source>
        <translation>无法写入：%1；未生成文件</translation>
    </message>
    <message>
        <source>cannot write: it is a folder; give a file&apos;s name in it</source>
        <translation>无法写入：这是一个文件夹；请给出其中的文件名</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 是文件，不是文件夹</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>expected a JSON object at the top level, got %1</source>
        <translation>顶层应为 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;; is this a GPU Planner catalog file?</source>
        <translation>应为&quot;%1&quot;，实际为&quot;%2&quot;；这是 GPU Planner 目录文件吗？</translation>
    </message>
    <message>
        <source>version %1 is not supported; this GPU Planner reads version %2</source>
        <translation>不支持版本 %1；此版本 GPU Planner 读取版本 %2</translation>
    </message>
    <message>
        <source>file has %1 entries; the limit is %2</source>
        <translation>文件有 %1 个条目；上限为 %2</translation>
    </message>
    <message>
        <source>instances need a valid &quot;provider&quot; object in the same file; instances skipped</source>
        <translation>实例需要同一文件中有有效的 &quot;provider&quot; 对象；已跳过这些实例</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>%1 has no &quot;source&quot; (every figure needs a source with an as-of date)</source>
        <translation>%1 没有 &quot;source&quot;（每个数据都需要注明来源和日期）</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;; define it under &quot;sources&quot; in this file</source>
        <translation>未知来源&quot;%1&quot;；请在本文件的 &quot;sources&quot; 下定义</translation>
    </message>
    <message>
        <source>lower-case letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos; (at most 64)</source>
        <translation>小写字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;+&apos; 或 &apos;-&apos;（最多 64 个）</translation>
    </message>
    <message>
        <source>sparse figure %1 is below the dense figure %2; dense and sparse look swapped</source>
        <translation>稀疏数据 %1 低于稠密数据 %2；稠密和稀疏似乎填反了</translation>
    </message>
    <message>
        <source>duplicate GPU id &quot;%1&quot;; this entry is skipped</source>
        <translation>GPU ID&quot;%1&quot;重复；已跳过此条目</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;; expected one of %2</source>
        <translation>未知精度&quot;%1&quot;；应为 %2 之一</translation>
    </message>
    <message>
        <source>%1 has no sparse figure; put it under &quot;dense&quot;</source>
        <translation>%1 没有稀疏数据；请放在 &quot;dense&quot; 下</translation>
    </message>
    <message>
        <source>a lower-case id such as &quot;aws&quot;</source>
        <translation>小写 ID，例如 &quot;aws&quot;</translation>
    </message>
    <message>
        <source>unknown currency &quot;%1&quot;; expected an ISO 4217 code such as USD or CNY</source>
        <translation>未知货币&quot;%1&quot;；应为 ISO 4217 代码，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos; (at most 128)</source>
        <translation>字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;+&apos; 或 &apos;-&apos;（最多 128 个）</translation>
    </message>
    <message>
        <source>a fractional GPU count needs &quot;virtualization&quot;: &quot;vgpu_share&quot;</source>
        <translation>GPU 数量为小数时需要 &quot;virtualization&quot;: &quot;vgpu_share&quot;</translation>
    </message>
    <message>
        <source>GPU counts above 1 must be whole numbers</source>
        <translation>大于 1 的 GPU 数量必须是整数</translation>
    </message>
    <message>
        <source>duplicate instance &quot;%1&quot;; this entry is skipped</source>
        <translation>实例&quot;%1&quot;重复；已跳过此条目</translation>
    </message>
    <message>
        <source>offer for region</source>
        <translation>地域报价</translation>
    </message>
    <message>
        <source>%1 has two offers for region &quot;%2&quot;; this one is skipped</source>
        <translation>%1 在地域&quot;%2&quot;有两个报价；已跳过这一个</translation>
    </message>
    <message>
        <source>expected 1 or 3, got %1</source>
        <translation>应为 1 或 3，实际为 %1</translation>
    </message>
    <message>
        <source>give either &quot;effective_hourly&quot; or &quot;upfront&quot;/&quot;hourly&quot;, not both</source>
        <translation>请给出 &quot;effective_hourly&quot; 或 &quot;upfront&quot;/&quot;hourly&quot;，不要同时给出</translation>
    </message>
    <message>
        <source>a no-upfront reservation has no upfront amount</source>
        <translation>无预付的预留实例没有预付金额</translation>
    </message>
    <message>
        <source>an all-upfront reservation has no hourly rate</source>
        <translation>全部预付的预留实例没有每小时费用</translation>
    </message>
    <message>
        <source>a second %1-year %2 reservation price</source>
        <translation>第二个 %1 年 %2 预留价格</translation>
    </message>
    <message>
        <source>a price of 0 is not allowed; leave the price out when it is not published</source>
        <translation>价格不能为 0；未公布的价格请省略</translation>
    </message>
    <message>
        <source>file is %1 MiB; catalog files are limited to %2 MiB</source>
        <translation>文件大小为 %1 MiB；目录文件上限为 %2 MiB</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>没有该文件或文件夹</translation>
    </message>
    <message>
        <source>UTF-8 byte-order mark skipped</source>
        <translation>已跳过 UTF-8 字节顺序标记</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte 0x%1); save the file as UTF-8</source>
        <translation>不是 UTF-8 文本（字节 0x%1）；请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>a quoted field opened here is never closed</source>
        <translation>此处开始的引号字段没有结束</translation>
    </message>
    <message>
        <source>expected a comma or the end of the line after a closing quote</source>
        <translation>右引号之后应为逗号或行尾</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and double the quote</source>
        <translation>未加引号的字段中出现引号；请给整个字段加引号，并将其中的引号写两次</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>file starts with a UTF-8 byte-order mark; it was skipped</source>
        <translation>文件以 UTF-8 字节顺序标记开头；已跳过</translation>
    </message>
    <message>
        <source>file is empty; expected a JSON object</source>
        <translation>文件为空；应为 JSON 对象</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>the file is %1 bytes; %2 are limited to %3 bytes</source>
        <translation>文件大小为 %1 字节；%2的上限为 %3 字节</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>; the %1 is skipped</source>
        <translation>；已跳过该%1</translation>
    </message>
    <message>
        <source>; %1 &quot;%2&quot; is skipped</source>
        <translation>；已跳过%1&quot;%2&quot;</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot; (%2)</source>
        <translation>缺少必需的键&quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>string is longer than 4096 characters</source>
        <translation>字符串超过 4096 个字符</translation>
    </message>
    <message>
        <source>%1 is not valid: expected %2</source>
        <translation>%1 无效：应为 %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>number is not finite</source>
        <translation>数字不是有限值</translation>
    </message>
    <message>
        <source>expected a number %1 %2 and at most %3, got %4</source>
        <translation>应为%1 %2 且不超过 %3 的数字，实际为 %4</translation>
    </message>
    <message>
        <source>of at least</source>
        <translation>至少为</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>a date as YYYY-MM-DD</source>
        <translation>YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a calendar date</source>
        <translation>&quot;%1&quot;不是有效的日期</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的数字，实际为 %3</translation>
    </message>
    <message>
        <source>%1 is not a decimal number with at most %2 decimal places</source>
        <translation>%1 不是最多 %2 位小数的十进制数</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>应为数组，实际为 %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; ignored</source>
        <translation>已忽略未知的键&quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>应为非空字符串，实际为 %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; scenarios are limited to %2 bytes</source>
        <translation>文件大小为 %1 字节；场景文件上限为 %2 字节</translation>
    </message>
    <message>
        <source>a three-letter code such as USD</source>
        <translation>三个字母的代码，例如 USD</translation>
    </message>
    <message>
        <source>the budget must be above 0</source>
        <translation>预算必须大于 0</translation>
    </message>
    <message>
        <source>above</source>
        <translation>大于</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>是%1，不是普通文件</translation>
    </message>
    <message>
        <source>cannot create the folder: %1</source>
        <translation>无法创建文件夹：%1</translation>
    </message>
    <message>
        <source>%1 (columns %2)</source>
        <translation>%1（第 %2 列）</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>with this file the catalog would hold %1 offers, more than the %2 one process reads; the file is left out</source>
        <translation>加上此文件，目录将有 %1 个报价，超过单个进程读取的上限 %2；此文件未载入</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; expected one of %2</source>
        <translation>未知模型“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>usage-price files</source>
        <translation>用量价格文件</translation>
    </message>
    <message>
        <source>unknown role %1; expected one of %2</source>
        <translation>未知用途 %1；应为 %2 之一</translation>
    </message>
    <message>
        <source>names no role; leave it out for all of %1</source>
        <translation>未列出任何用途；若适用于全部 %1，请省略此项</translation>
    </message>
    <message>
        <source>a NUL byte: a JSON file holds text only (a damaged or binary file?)</source>
        <translation>出现 NUL 字节：JSON 文件只能包含文本（文件损坏或是二进制文件？）</translation>
    </message>
    <message>
        <source>the built-in catalog could not be read in full (%1 of %2 files; out of memory?)</source>
        <translation>无法完整读取内置目录（%2 个文件中读到 %1 个；内存不足？）</translation>
    </message>
    <message>
        <source>%1 text, not UTF-8: save the file as UTF-8</source>
        <translation>%1 文本，不是 UTF-8：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>an NVLink domain is whole instances of GPUs joined by NVLink: a multiple of gpu_count, with gpu_interconnect &quot;nvlink&quot; or &quot;nvswitch&quot;</source>
        <translation>NVLink 域由经 NVLink 相连的整数个实例组成：须为 gpu_count 的倍数，且 gpu_interconnect 为 &quot;nvlink&quot; 或 &quot;nvswitch&quot;</translation>
    </message>
</context>
<context>
    <name>Freshness</name>
    <message>
        <source>less than a month old</source>
        <translation>不到一个月</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 old</source>
        <translation>距今 %1</translation>
    </message>
    <message>
        <source>%1 %2 old</source>
        <translation>距今 %1 %2</translation>
    </message>
    <message>
        <source>stale: %1</source>
        <translation>已过期：%1</translation>
    </message>
    <message>
        <source>undated (retrieved %1)</source>
        <translation>未注明日期（获取于 %1）</translation>
    </message>
</context>
<context>
    <name>GuiCommandLine</name>
    <message>
        <source>GPU Planner: choose and cost GPU cloud servers.</source>
        <translation>GPU Planner：选择 GPU 云服务器并估算其成本。</translation>
    </message>
    <message>
        <source>A .gpuplan file to open.</source>
        <translation>要打开的 .gpuplan 文件。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>Add a catalog file or folder (repeatable).</source>
        <translation>添加目录文件或文件夹（可重复）。</translation>
    </message>
    <message>
        <source>Leave the built-in catalog out.</source>
        <translation>不加载内置目录。</translation>
    </message>
    <message>
        <source>Log details to stderr.</source>
        <translation>将详细日志输出到 stderr。</translation>
    </message>
</context>
<context>
    <name>ImportedCatalogStore</name>
    <message>
        <source>no imported catalog &quot;%1&quot;; imported: %2</source>
        <translation>没有已导入的目录&quot;%1&quot;；已导入：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>cannot remove: %1</source>
        <translation>无法删除：%1</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>a price above 1,000,000,000</source>
        <translation>价格超过 1,000,000,000</translation>
    </message>
    <message>
        <source>region name longer than 4096 characters</source>
        <translation>地域名称超过 4096 个字符</translation>
    </message>
    <message>
        <source>ragged row: %1 fields where the header has %2</source>
        <translation>行的字段数不一致：有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>no accelerator (CPU instance)</source>
        <translation>没有加速器（CPU 实例）</translation>
    </message>
    <message>
        <source>TPU, not a GPU</source>
        <translation>TPU，不是 GPU</translation>
    </message>
    <message>
        <source>AcceleratorCount is not a number above 0</source>
        <translation>AcceleratorCount 不是大于 0 的数</translation>
    </message>
    <message>
        <source>vCPUs or MemoryGiB is not a number</source>
        <translation>vCPUs 或 MemoryGiB 不是数字</translation>
    </message>
    <message>
        <source>%1 is not a price</source>
        <translation>%1 不是价格</translation>
    </message>
    <message>
        <source>no usable price (empty, zero or GCP&apos;s unavailable sentinel 700.0)</source>
        <translation>没有可用价格（为空、为零，或 GCP 表示不可用的 700.0）</translation>
    </message>
    <message>
        <source>no region</source>
        <translation>没有地域</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>no instance_type</source>
        <translation>没有 instance_type</translation>
    </message>
    <message>
        <source>no pricing</source>
        <translation>没有 pricing</translation>
    </message>
    <message>
        <source>no GPU (GPU is 0)</source>
        <translation>没有 GPU（GPU 为 0）</translation>
    </message>
    <message>
        <source>GPU_model missing</source>
        <translation>缺少 GPU_model</translation>
    </message>
    <message>
        <source>no Linux prices in a region</source>
        <translation>某地域没有 Linux 价格</translation>
    </message>
    <message>
        <source>no usable Linux price (missing or zero)</source>
        <translation>没有可用的 Linux 价格（缺失或为零）</translation>
    </message>
    <message>
        <source>provider differs from --provider</source>
        <translation>云厂商与 --provider 不同</translation>
    </message>
    <message>
        <source>a second provider in one file (import one provider per file)</source>
        <translation>一个文件中出现第二个云厂商（每个文件只导入一个云厂商）</translation>
    </message>
    <message>
        <source>currency is not an ISO 4217 code such as USD or CNY</source>
        <translation>currency 不是 ISO 4217 代码，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>as_of is not a date (YYYY-MM-DD)</source>
        <translation>as_of 不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>no source</source>
        <translation>没有 source</translation>
    </message>
    <message>
        <source>%1 is not an amount</source>
        <translation>%1 不是金额</translation>
    </message>
    <message>
        <source>no price (give at least one of on_demand_hourly, monthly, reserved, spot_hourly)</source>
        <translation>没有价格（至少给出 on_demand_hourly、monthly、reserved、spot_hourly 之一）</translation>
    </message>
    <message>
        <source>gpu_count, vcpus or memory_gib is not a number</source>
        <translation>gpu_count、vcpus 或 memory_gib 不是数字</translation>
    </message>
    <message>
        <source>instance or gpu_model missing</source>
        <translation>缺少 instance 或 gpu_model</translation>
    </message>
    <message>
        <source>records</source>
        <translation>条记录</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>行</translation>
    </message>
    <message>
        <source>%1: %2 as %3, provider %4, prices as of %5 (%6)</source>
        <translation>%1：%2，按 %3 读取，云厂商 %4，价格日期 %5（%6）</translation>
    </message>
    <message>
        <source>  rows read: %1; offers imported: %2 (%3 instance types); rows skipped: %4</source>
        <translation>  读取行数：%1；导入报价：%2（%3 种实例类型）；跳过行数：%4</translation>
    </message>
    <message>
        <source>  %1 availability-zone rows folded into their regions (cheapest zone kept)</source>
        <translation>  %1 行可用区数据已合并到所属地域（保留最便宜的可用区）</translation>
    </message>
    <message>
        <source>  %1 duplicate rows merged</source>
        <translation>  已合并 %1 行重复数据</translation>
    </message>
    <message>
        <source>  skipped %1 × %2 (%3 %4)</source>
        <translation>  跳过 %1 × %2（%4 %3）</translation>
    </message>
    <message>
        <source>  GPU &quot;%1&quot; not in the GPU table: kept under its own name without datasheet figures (%2)</source>
        <translation>  GPU&quot;%1&quot;不在 GPU 表中：以原名称保留，无规格表数据（%2）</translation>
    </message>
    <message>
        <source>1 instance type</source>
        <translation>1 种实例类型</translation>
    </message>
    <message>
        <source>%1 instance types</source>
        <translation>%1 种实例类型</translation>
    </message>
    <message>
        <source>  GPU %1: %2</source>
        <translation>  GPU %1：%2</translation>
    </message>
    <message>
        <source>  cancelled: nothing was saved</source>
        <translation>  已取消：未保存任何内容</translation>
    </message>
    <message>
        <source>Local or Wavelength Zone price where the parent region has its own</source>
        <translation>本地区域或 Wavelength 区域的价格（所属区域已有自己的价格）</translation>
    </message>
    <message>
        <source>GPU model or count not given</source>
        <translation>未给出 GPU 型号或数量</translation>
    </message>
    <message>
        <source>a region&apos;s prices are not an object</source>
        <translation>某区域的价格不是对象</translation>
    </message>
    <message>
        <source>no usable price (missing or zero)</source>
        <translation>没有可用价格（缺失或为零）</translation>
    </message>
    <message>
        <source>  conflict: %1</source>
        <translation>  冲突：%1</translation>
    </message>
    <message>
        <source>price row without an instance type</source>
        <translation>没有实例类型的价格行</translation>
    </message>
    <message>
        <source>GCP machine type whose GPUs this importer does not know</source>
        <translation>导入程序不知道其 GPU 的 GCP 机器类型</translation>
    </message>
    <message>
        <source>GCP GPU machine without a price row for its GPUs in that zone: left out rather than shown too cheap</source>
        <translation>该可用区中没有其 GPU 价格行的 GCP GPU 机器：不予导入，以免显示得过于便宜</translation>
    </message>
    <message>
        <source>  %1 GPU price rows added to their machine types&apos; host rows</source>
        <translation>  %1 个 GPU 价格行已加到其机器类型的主机行上</translation>
    </message>
    <message>
        <source>GPU price row for N1 VMs (GCP attaches this GPU to an N1 machine of the user&apos;s choice, which the file lists without GPUs)</source>
        <translation>用于 N1 虚拟机的 GPU 价格行（GCP 将此 GPU 挂载到用户所选的 N1 机器上，文件中列出的 N1 不含 GPU）</translation>
    </message>
    <message>
        <source>GPU price row of a machine type the file does not list in that zone</source>
        <translation>文件在该可用区未列出其机器类型的 GPU 价格行</translation>
    </message>
    <message>
        <source>%1 %2 is under the smallest unit of %3</source>
        <translation>%1 的 %2 低于 %3 的最小货币单位</translation>
    </message>
    <message>
        <source>source longer than %1 characters</source>
        <translation>source 超过 %1 个字符</translation>
    </message>
    <message>
        <source>source_url longer than %1 characters</source>
        <translation>source_url 超过 %1 个字符</translation>
    </message>
</context>
<context>
    <name>InstanceFacts</name>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，日期 %2</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>实例族</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>%1 GB share of a </source>
        <translation>%1 GB，共享自 </translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>%1 GB %2 per GPU</source>
        <translation>每块 GPU %1 GB %2</translation>
    </message>
    <message>
        <source>, %1 GB/s</source>
        <translation>，%1 GB/s</translation>
    </message>
    <message>
        <source>, bandwidth not published</source>
        <translation>，未公布带宽</translation>
    </message>
    <message>
        <source> (sparse %1)</source>
        <translation>（稀疏 %1）</translation>
    </message>
    <message>
        <source>%1 TOPS per GPU</source>
        <translation>%1 TOPS 每 GPU</translation>
    </message>
    <message>
        <source>%1 TFLOPS per GPU</source>
        <translation>%1 TFLOPS 每 GPU</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbps</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <source>Virtualization</source>
        <translation>虚拟化</translation>
    </message>
    <message>
        <source>Spec source</source>
        <translation>规格来源</translation>
    </message>
    <message>
        <source>GPU source</source>
        <translation>GPU 数据来源</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>GPU notes</source>
        <translation>GPU 备注</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>已退役</translation>
    </message>
    <message>
        <source>on %1: kept for plans, never recommended</source>
        <translation>于 %1：保留供计划使用，不再推荐</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>%1 GPUs across %2 instances</source>
        <translation>%1 个 GPU，跨 %2 个实例</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>On-demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Reserved 1 year</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>Reserved 3 years</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Training from scratch</source>
        <translation>从头训练</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Real-time inference</source>
        <translation>实时推理</translation>
    </message>
    <message>
        <source>Rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>Scientific computing (FP64)</source>
        <translation>科学计算（FP64）</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP64 Tensor</source>
        <translation>FP64 Tensor</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>SkyPilot catalog (vms.csv)</source>
        <translation>SkyPilot 目录（vms.csv）</translation>
    </message>
    <message>
        <source>ec2instances.info (instances.json)</source>
        <translation>ec2instances.info（instances.json）</translation>
    </message>
    <message>
        <source>GPU Planner CSV template</source>
        <translation>GPU Planner CSV 模板</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>EFA</source>
        <translation>EFA</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>eRDMA</source>
        <translation>eRDMA</translation>
    </message>
    <message>
        <source>passthrough</source>
        <translation>直通</translation>
    </message>
    <message>
        <source>vGPU share</source>
        <translation>vGPU 分片</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>裸金属</translation>
    </message>
    <message>
        <source>no upfront</source>
        <translation>无预付</translation>
    </message>
    <message>
        <source>partial upfront</source>
        <translation>部分预付</translation>
    </message>
    <message>
        <source>all upfront</source>
        <translation>全部预付</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>费用最低</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>时间最短</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>multi-head</source>
        <translation>多头</translation>
    </message>
    <message>
        <source>grouped-query</source>
        <translation>分组查询</translation>
    </message>
    <message>
        <source>multi-query</source>
        <translation>多查询</translation>
    </message>
    <message>
        <source>multi-head latent</source>
        <translation>多头潜在</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>block storage</source>
        <translation>块存储</translation>
    </message>
    <message>
        <source>egress to the internet</source>
        <translation>流出到互联网</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>数据传输</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>FP6</source>
        <translation>FP6</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>NeuronLink</source>
        <translation>NeuronLink</translation>
    </message>
    <message>
        <source>GPUDirect-TCPX</source>
        <translation>GPUDirect-TCPX</translation>
    </message>
    <message>
        <source>GPUDirect-TCPXO</source>
        <translation>GPUDirect-TCPXO</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>graphics</source>
        <translation>图形</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>expected a string or null</source>
        <translation>应为字符串或 null</translation>
    </message>
    <message>
        <source>longer than 500 characters</source>
        <translation>超过 500 个字符</translation>
    </message>
    <message>
        <source>expected an object with value, unit and verified</source>
        <translation>应为含 value、unit 和 verified 的对象</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为&quot;%1&quot;，实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected true: the probe checks every result before it reports it</source>
        <translation>应为 true：探针在报告每个结果前都会校验</translation>
    </message>
    <message>
        <source>the result was not verified, so it cannot be used</source>
        <translation>该结果未经校验，不能使用</translation>
    </message>
    <message>
        <source>expected an object describing one GPU</source>
        <translation>应为描述一块 GPU 的对象</translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation>超过 200 个字符</translation>
    </message>
    <message>
        <source>a measurement this version does not use; left out</source>
        <translation>此版本不使用该测量项；已忽略</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (a gpu-probe result), got &quot;%2&quot;</source>
        <translation>应为&quot;%1&quot;（gpu-probe 结果），实际为&quot;%2&quot;</translation>
    </message>
    <message>
        <source>version %1 is not supported; this GPU Planner reads version 1</source>
        <translation>不支持版本 %1；此版本 GPU Planner 只能读取版本 1</translation>
    </message>
    <message>
        <source>expected a date and time with its zone, like 2026-11-30T00:27:20Z, got &quot;%1&quot;</source>
        <translation>应为带时区的日期时间，例如 2026-11-30T00:27:20Z，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>no GPU in the file: the probe found none or the file was cut short</source>
        <translation>文件中没有 GPU：探针未找到 GPU，或文件不完整</translation>
    </message>
    <message>
        <source>%1 GPUs; a file holds at most %2</source>
        <translation>%1 块 GPU；一个文件最多 %2 块</translation>
    </message>
    <message>
        <source>GPU %1 appears twice</source>
        <translation>GPU %1 出现了两次</translation>
    </message>
    <message>
        <source>more pairs than %1 GPUs can have</source>
        <translation>GPU 对数超过了 %1 块 GPU 可能的数量</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected &quot;GB/s&quot;, got &quot;%1&quot;</source>
        <translation>应为&quot;GB/s&quot;，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>measurement files</source>
        <translation>测量文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU model in the catalog; its figures are kept but shown nowhere</source>
        <translation>&quot;%1&quot;不是目录中的 GPU 型号；其数据会保留，但不会显示</translation>
    </message>
    <message>
        <source>read as %1: %2</source>
        <translation>识别为 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 % of the %3 datasheet: more than the hardware can do; check the file</source>
        <translation>%1 为 %3 规格表的 %2 %：超出硬件能力；请检查文件</translation>
    </message>
    <message>
        <source>%1 is %2 % of the datasheet bandwidth (%3 GB/s); 60-100 % is plausible</source>
        <translation>%1 为规格表带宽（%3 GB/s）的 %2 %；合理范围为 60-100 %</translation>
    </message>
    <message>
        <source>%1 is %2 % of the datasheet&apos;s dense BF16; 50-100 % is plausible</source>
        <translation>%1 为规格表稠密 BF16 的 %2 %；合理范围为 50-100 %</translation>
    </message>
    <message>
        <source>no GPU in the file is a model in the catalog, so nothing could be shown</source>
        <translation>文件中没有目录里的 GPU 型号，因此无法显示任何数据</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of a stored measurement</source>
        <translation>&quot;%1&quot;不是已保存测量结果的名称</translation>
    </message>
    <message>
        <source>no stored measurement &quot;%1&quot;; stored: %2</source>
        <translation>没有已保存的测量结果&quot;%1&quot;；已保存：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>cannot remove the file</source>
        <translation>无法删除该文件</translation>
    </message>
    <message>
        <source>expected the index of a GPU in &quot;gpus&quot;</source>
        <translation>应为 &quot;gpus&quot; 中某个 GPU 的序号</translation>
    </message>
    <message>
        <source>an all-reduce is across 2 to %1 GPUs, not %2</source>
        <translation>all-reduce 应跨 2 至 %1 个 GPU，而不是 %2 个</translation>
    </message>
    <message>
        <source>expected an object or null</source>
        <translation>应为对象或 null</translation>
    </message>
    <message>
        <source>more than 100 warnings (%1)</source>
        <translation>警告超过 100 条（%1 条）</translation>
    </message>
    <message>
        <source>longer than 50 characters</source>
        <translation>超过 50 个字符</translation>
    </message>
</context>
<context>
    <name>OfferChoice</name>
    <message>
        <source>the cheapest on-demand region of %1 (%2); choose another with --region</source>
        <translation>%1 按量计费最便宜的地域（%2）；可用 --region 另选</translation>
    </message>
    <message>
        <source>%1 has no public prices in the catalog</source>
        <translation>%1 在目录中没有公开价格</translation>
    </message>
    <message>
        <source>%1 has no offer in region &quot;%2&quot;; it is offered in %3</source>
        <translation>%1 在地域&quot;%2&quot;没有报价；它在 %3 有售</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>仿真</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>no %1 %2 price in the plan&apos;s copy of the prices</source>
        <translation>计划保存的价格中没有 %1 %2 价格</translation>
    </message>
    <message>
        <source>%1 in %2 cannot be priced: %3</source>
        <translation>%1（%2）无法定价：%3</translation>
    </message>
    <message>
        <source>the plan&apos;s total would pass 10^12 %1</source>
        <translation>计划合计将超过 10^12 %1</translation>
    </message>
    <message>
        <source>%1 is no longer offered in %2</source>
        <translation>%1 已不在 %2 销售</translation>
    </message>
    <message>
        <source>%1 is no longer in the catalog</source>
        <translation>%1 已不在目录中</translation>
    </message>
    <message>
        <source>%1 in %2: %3 (catalog as of %4)</source>
        <translation>%1（%2）：%3（目录日期 %4）</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, got %1</source>
        <translation>顶层应为 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;; is this a GPU Planner plan?</source>
        <translation>应为&quot;%1&quot;，实际为&quot;%2&quot;；这是 GPU Planner 计划吗？</translation>
    </message>
    <message>
        <source>the plan has %1 items; the limit is %2</source>
        <translation>计划有 %1 项；上限为 %2</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to the plan&apos;s currency %2 in exchange_rates</source>
        <translation>exchange_rates 中没有从 %1 到计划货币 %2 的汇率</translation>
    </message>
    <message>
        <source>no exchange rate for %1 in exchange_rates</source>
        <translation>exchange_rates 中没有 %1 的汇率</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>provider/name, e.g. aws/p5.48xlarge</source>
        <translation>provider/name，例如 aws/p5.48xlarge</translation>
    </message>
    <message>
        <source>missing required key &quot;payment&quot; for %1 (one of %2)</source>
        <translation>%1 缺少必需的键 &quot;payment&quot;（%2 之一）</translation>
    </message>
    <message>
        <source>a payment option applies to reserved pricing only</source>
        <translation>付款方式只适用于预留实例</translation>
    </message>
    <message>
        <source>the item ends in month %1; a plan covers at most %2 months</source>
        <translation>该项在第 %1 个月结束；计划最多覆盖 %2 个月</translation>
    </message>
    <message>
        <source>expected a term of 1 or 3 years, got 2</source>
        <translation>期限应为 1 年或 3 年，实际为 2</translation>
    </message>
    <message>
        <source>a reservation needs &quot;upfront&quot; and/or &quot;hourly&quot;, or &quot;effective_hourly&quot;</source>
        <translation>预留实例需要 &quot;upfront&quot; 和/或 &quot;hourly&quot;，或 &quot;effective_hourly&quot;</translation>
    </message>
    <message>
        <source>a second %1-year %2 price</source>
        <translation>第二个 %1 年 %2 价格</translation>
    </message>
    <message>
        <source>the file is %1 bytes; plans are limited to %2 bytes</source>
        <translation>文件大小为 %1 字节；计划文件上限为 %2 字节</translation>
    </message>
    <message>
        <source>cannot read it to keep a backup: %1</source>
        <translation>无法读取以保留备份：%1</translation>
    </message>
    <message>
        <source>the plan cannot be costed, so nothing was made: %1</source>
        <translation>计划无法计算成本，因此未生成任何内容：%1</translation>
    </message>
    <message>
        <source>not written: it would not read back: %1</source>
        <translation>未写入：写入后将无法读回：%1</translation>
    </message>
    <message>
        <source>the plan is being edited by another program; close it there or try again</source>
        <translation>另一个程序正在编辑此计划；请在那里关闭它或稍后重试</translation>
    </message>
    <message>
        <source>the plan is being edited by %1; close it there or try again</source>
        <translation>%1 正在编辑此计划；请在那里关闭它或稍后重试</translation>
    </message>
    <message>
        <source>plans</source>
        <translation>计划文件</translation>
    </message>
    <message>
        <source>recovery notes</source>
        <translation>恢复说明文件</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>the recovery copy cannot be read (%1); it was kept as %2</source>
        <translation>无法读取恢复副本（%1）；已保留为 %2</translation>
    </message>
    <message>
        <source>cannot create the lock file: %1</source>
        <translation>无法创建锁文件：%1</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>磁盘可能已满</translation>
    </message>
    <message>
        <source>the folder is not writable</source>
        <translation>文件夹不可写</translation>
    </message>
    <message>
        <source>cannot create the lock file</source>
        <translation>无法创建锁文件</translation>
    </message>
    <message>
        <source>the item has no amount</source>
        <translation>该项目没有金额</translation>
    </message>
    <message>
        <source>its copy of the price: %1</source>
        <translation>其价格副本：%1</translation>
    </message>
    <message>
        <source>%1 GB is beyond the %2 GB a month costing takes</source>
        <translation>%1 GB 超出了计费可处理的每月 %2 GB</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to %2</source>
        <translation>没有从 %1 到 %2 的汇率</translation>
    </message>
    <message>
        <source>%1 cannot be priced: %2</source>
        <translation>%1 无法计价：%2</translation>
    </message>
    <message>
        <source>version %1 is not supported; this GPU Planner reads versions %2 to %3</source>
        <translation>不支持版本 %1；此 GPU Planner 读取版本 %2 至 %3</translation>
    </message>
    <message>
        <source>a fixed item needs a label</source>
        <translation>固定项目需要标签</translation>
    </message>
    <message>
        <source>a one-off item lasts 1 month, not %1</source>
        <translation>一次性项目持续 1 个月，而不是 %1 个月</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1，%2 %3</translation>
    </message>
    <message>
        <source>%1 in %2: %3 %4 in the plan, %5 %6 in the catalog (as of %7)</source>
        <translation>%1（%2）：计划中为 %3 %4，目录中为 %5 %6（截至 %7）</translation>
    </message>
    <message>
        <source>a symbolic link is where the backup of %1 is made; not written through it, nothing was saved</source>
        <translation>%1 的备份位置是一个符号链接；不会通过它写入，未保存任何内容</translation>
    </message>
    <message>
        <source>cannot keep a backup before saving (%1); nothing was saved and the file is unchanged</source>
        <translation>保存前无法保留备份（%1）；未保存任何内容，文件保持不变</translation>
    </message>
    <message>
        <source>saved, but the previous version could not be kept as a backup</source>
        <translation>已保存，但无法将上一版本保留为备份</translation>
    </message>
</context>
<context>
    <name>PlanService</name>
    <message>
        <source>%1 has no public prices in the catalog; it cannot be planned</source>
        <translation>%1 在目录中没有公开价格；无法加入计划</translation>
    </message>
    <message>
        <source>%1 in %2 has no %3 price; it has %4</source>
        <translation>%1 在 %2 没有%3价格；它有 %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>--payment: %1 has no %2 %3 price; it has %4</source>
        <translation>--payment：%1 没有 %2 %3价格；它有 %4</translation>
    </message>
    <message>
        <source>--payment applies to reserved-1y and reserved-3y only</source>
        <translation>--payment 只适用于 reserved-1y 和 reserved-3y</translation>
    </message>
    <message>
        <source>the item would end in month %1; a plan covers at most %2 months</source>
        <translation>该项将在第 %1 个月结束；计划最多覆盖 %2 个月</translation>
    </message>
    <message>
        <source>the plan already has %1 items, the most a plan holds</source>
        <translation>该计划已有 %1 项，已达上限</translation>
    </message>
    <message>
        <source>give the provider and the region</source>
        <translation>请给出云厂商和区域</translation>
    </message>
    <message>
        <source>GB must be from 0 to %1</source>
        <translation>GB 必须在 0 到 %1 之间</translation>
    </message>
    <message>
        <source>only storage grows month by month</source>
        <translation>只有存储会逐月增长</translation>
    </message>
    <message>
        <source>storage is kept for months, not once</source>
        <translation>存储按月保留，不能是一次性</translation>
    </message>
    <message>
        <source>the catalog has no published %1 price for %2</source>
        <translation>目录中没有 %2 公开的%1价格</translation>
    </message>
    <message>
        <source>the catalog has no published %1 price for %2 in %3 (%2 regions with one: %4)</source>
        <translation>目录中没有 %2 在 %3 公开的%1价格（%2 有此价格的区域：%4 个）</translation>
    </message>
    <message>
        <source>say what the amount is for</source>
        <translation>请说明这笔金额的用途</translation>
    </message>
    <message>
        <source>give an amount of at least zero</source>
        <translation>请给出不小于零的金额</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>not changed, as the plan could then not be priced: %1</source>
        <translation>未作更改，否则计划将无法计价：%1</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to %2 for the budget</source>
        <translation>预算没有从 %1 到 %2 的汇率</translation>
    </message>
</context>
<context>
    <name>PlanSummary</name>
    <message>
        <source>%1 in %2: %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Over the total budget of %1 from month %2, by %3</source>
        <translation>从第 %2 个月起超出总预算 %1，超出 %3</translation>
    </message>
    <message>
        <source>Within the total budget of %1; %2 left</source>
        <translation>在总预算 %1 以内；剩余 %2</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1 from month %2; the highest month (%3) costs %4</source>
        <translation>从第 %2 个月起超出月预算 %1；最高月份（%3）花费 %4</translation>
    </message>
    <message>
        <source>Within the monthly budget of %1 every month; the highest month (%2) costs %3</source>
        <translation>每月均在月预算 %1 以内；最高月份（%2）花费 %3</translation>
    </message>
    <message>
        <source>%1 in %2: prices as of %3 (%4)</source>
        <translation>%1（%2）：价格截至 %3（%4）</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>cannot save the settings (%1); they apply until GPU Planner closes</source>
        <translation>无法保存设置（%1）；它们仅在 GPU Planner 关闭前有效</translation>
    </message>
    <message>
        <source>the file or its folder is not writable</source>
        <translation>文件或其所在文件夹不可写</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <source>%1; the settings apply until GPU Planner closes</source>
        <translation>%1；设置仅在 GPU Planner 关闭前有效</translation>
    </message>
</context>
<context>
    <name>PriceUpdate</name>
    <message>
        <source>%1 is missing; the prices before that update are used</source>
        <translation>%1 不存在；使用该次更新之前的价格</translation>
    </message>
    <message>
        <source>price update lists</source>
        <translation>价格更新列表</translation>
    </message>
    <message>
        <source>not a price update list</source>
        <translation>不是价格更新列表</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>应为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object of provider: file</source>
        <translation>应为 云厂商: 文件 形式的对象</translation>
    </message>
    <message>
        <source>the file of another provider: %1</source>
        <translation>属于其他云厂商的文件：%1</translation>
    </message>
    <message>
        <source>an object of provider: file</source>
        <translation>云厂商: 文件 形式的对象</translation>
    </message>
    <message>
        <source>not a list of price sources</source>
        <translation>不是价格来源列表</translation>
    </message>
    <message>
        <source>an array of {provider, url, format}</source>
        <translation>由 {provider, url, format} 组成的数组</translation>
    </message>
    <message>
        <source>expected a non-empty array of {provider, url, format}</source>
        <translation>应为非空的 {provider, url, format} 数组</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;</source>
        <translation>未知云厂商&quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice</source>
        <translation>&quot;%1&quot;出现了两次</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an https:// address (http:// is accepted only for this machine)</source>
        <translation>&quot;%1&quot;不是 https:// 地址（http:// 仅接受本机地址）</translation>
    </message>
    <message>
        <source>only &quot;skypilot&quot; files can be downloaded, got &quot;%1&quot;</source>
        <translation>只能下载&quot;skypilot&quot;格式的文件，实际为&quot;%1&quot;</translation>
    </message>
    <message>
        <source>price source lists</source>
        <translation>价格来源列表</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>下载中</translation>
    </message>
    <message>
        <source>downloaded</source>
        <translation>已下载</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>已更新</translation>
    </message>
    <message>
        <source>no price source for provider &quot;%1&quot;; the list has %2</source>
        <translation>云厂商&quot;%1&quot;没有价格来源；列表中有 %2</translation>
    </message>
    <message>
        <source>Nothing to update: the list of price sources is empty.</source>
        <translation>没有可更新的内容：价格来源列表为空。</translation>
    </message>
    <message>
        <source>Cannot download: the program gpu-planner-fetch is not installed next to this one. Nothing changed.</source>
        <translation>无法下载：本程序旁未安装 gpu-planner-fetch。未做任何更改。</translation>
    </message>
    <message>
        <source>Cannot make a folder for the downloads: %1. Nothing changed.</source>
        <translation>无法为下载创建文件夹：%1。未做任何更改。</translation>
    </message>
    <message>
        <source>Cannot start gpu-planner-fetch: %1. Nothing changed.</source>
        <translation>无法启动 gpu-planner-fetch：%1。未做任何更改。</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <translation>服务器返回 %1</translation>
    </message>
    <message>
        <source>timed out (%1)</source>
        <translation>超时（%1）</translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB (%2)</source>
        <translation>超过 %1 MiB 的上限（%2）</translation>
    </message>
    <message>
        <source>the download ended early: %1</source>
        <translation>下载提前结束：%1</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>cannot write the download: %1</source>
        <translation>无法写入下载内容：%1</translation>
    </message>
    <message>
        <source>cannot download: %1</source>
        <translation>无法下载：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Cancelled. The prices in use are unchanged.</source>
        <translation>已取消。当前使用的价格未变。</translation>
    </message>
    <message>
        <source>the download program stopped unexpectedly</source>
        <translation>下载程序意外终止</translation>
    </message>
    <message>
        <source>the download program ended (exit code %1)</source>
        <translation>下载程序已结束（退出码 %1）</translation>
    </message>
    <message>
        <source>Files that could not be used: %1. Nothing changed: the prices in use stay as they were.</source>
        <translation>无法使用的文件数：%1。未做任何更改：当前使用的价格保持不变。</translation>
    </message>
    <message>
        <source>downloads</source>
        <translation>下载文件</translation>
    </message>
    <message>
        <source>not a SkyPilot-format price file: %1</source>
        <translation>不是 SkyPilot 格式的价格文件：%1</translation>
    </message>
    <message>
        <source>no GPU offers in it (rows read: %1); not a SkyPilot-format price file?</source>
        <translation>其中没有 GPU 报价（读取 %1 行）；不是 SkyPilot 格式的价格文件？</translation>
    </message>
    <message>
        <source>the prices could not be stored: %1</source>
        <translation>无法保存价格：%1</translation>
    </message>
    <message>
        <source>%1. Nothing changed: the prices in use stay as they were.</source>
        <translation>%1。未做任何更改：当前使用的价格保持不变。</translation>
    </message>
    <message>
        <source>offers: %1, as of %2</source>
        <translation>报价：%1，价格日期 %2</translation>
    </message>
    <message>
        <source>Prices updated. Providers: %1; offers: %2; saved in %3.</source>
        <translation>价格已更新。云厂商：%1；报价：%2；保存在 %3。</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>正在读取文件</translation>
    </message>
    <message>
        <source>offers: %1, undated (retrieved %2)</source>
        <translation>报价：%1，未注明日期（获取于 %2）</translation>
    </message>
    <message>
        <source>the server&apos;s date %1 is impossible; taken as undated</source>
        <translation>服务器给出的日期 %1 不可能成立；按未注明日期处理</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <source>a list of files</source>
        <translation>文件列表</translation>
    </message>
    <message>
        <source>%1: another price update is switching its prices (%2) and did not finish within %3 s</source>
        <translation>%1：另一个价格更新正在切换价格（%2），且未在 %3 秒内完成</translation>
    </message>
    <message>
        <source>An earlier update&apos;s list of files was unreadable (%1); it was removed, and its files kept.</source>
        <translation>先前一次更新的文件列表无法读取（%1）；该列表已删除，其文件予以保留。</translation>
    </message>
    <message>
        <source>An earlier update (started %1) stopped before it switched: the prices in use were never changed by it, and its unfinished files were removed: %2.</source>
        <translation>先前一次更新（开始于 %1）在切换前中止：它从未改变正在使用的价格，其未完成的文件已删除：%2。</translation>
    </message>
    <message>
        <source>Could not remove: %1.</source>
        <translation>无法删除：%1。</translation>
    </message>
    <message>
        <source>%1: a thousand updates of %2 on one day</source>
        <translation>%1：%2 在同一天已更新一千次</translation>
    </message>
    <message>
        <source>unused files left for the next update to remove: %1</source>
        <translation>留待下次更新删除的未使用文件：%1</translation>
    </message>
    <message>
        <source>%1 could not be saved</source>
        <translation>%1 无法保存</translation>
    </message>
    <message>
        <source>no network connection (%1 not found)</source>
        <translation>没有网络连接（找不到 %1）</translation>
    </message>
    <message>
        <source>not downloaded: no network connection</source>
        <translation>未下载：没有网络连接</translation>
    </message>
    <message>
        <source>No network connection: %1 could not be found, so no download was tried further. Nothing changed: the prices in use stay as they were.</source>
        <translation>没有网络连接：找不到 %1，因此不再尝试其他下载。没有任何改动：正在使用的价格保持不变。</translation>
    </message>
</context>
<context>
    <name>ProjectUsage</name>
    <message>
        <source>data set %1 tokens × %2 bytes = %3 GB</source>
        <translation>数据集 %1 token × %2 字节 = %3 GB</translation>
    </message>
    <message>
        <source>the base model (%1 parameters × 2 bytes) and %2 adapter checkpoints of %3 parameters × %4 bytes = %5 GB</source>
        <translation>基础模型（%1 参数 × 2 字节）和 %2 个适配器检查点（%3 参数 × %4 字节）= %5 GB</translation>
    </message>
    <message>
        <source>%1 checkpoints of %2 parameters × %3 bytes (BF16 weights, FP32 master weights and Adam moments) = %4 GB</source>
        <translation>%1 个检查点，每个 %2 参数 × %3 字节（BF16 权重、FP32 主权重和 Adam 动量）= %4 GB</translation>
    </message>
    <message>
        <source>%1 requests/s × 730 hours × %2 KB a response = %3 GB a month</source>
        <translation>%1 请求/秒 × 730 小时 × 每个响应 %2 KB = 每月 %3 GB</translation>
    </message>
    <message>
        <source>%1 requests/s × 730 hours × %2 output tokens × %3 bytes a response = %4 GB a month</source>
        <translation>%1 请求/秒 × 730 小时 × 每个响应 %2 个输出 token × %3 字节 = 每月 %4 GB</translation>
    </message>
</context>
<context>
    <name>Providers</name>
    <message>
        <source>Alibaba Cloud</source>
        <translation>阿里云</translation>
    </message>
    <message>
        <source>Amazon Web Services</source>
        <translation>亚马逊云科技 AWS</translation>
    </message>
    <message>
        <source>Microsoft Azure</source>
        <translation>微软 Azure</translation>
    </message>
    <message>
        <source>Google Cloud</source>
        <translation>谷歌云</translation>
    </message>
    <message>
        <source>Huawei Cloud</source>
        <translation>华为云</translation>
    </message>
    <message>
        <source>Tencent Cloud</source>
        <translation>腾讯云</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Performance vs price: %1 dense TFLOPS for %2 per hour (%3)</source>
        <translation>性能与价格：%1 稠密 TFLOPS 对应每小时 %2（%3）</translation>
    </message>
    <message>
        <source>Pareto front (most TFLOPS for the price)</source>
        <translation>帕累托前沿（同等价格下 TFLOPS 最多）</translation>
    </message>
    <message>
        <source>%1 per hour (%2)</source>
        <translation>每小时 %1（%2）</translation>
    </message>
    <message>
        <source>%1 TFLOPS (dense, whole instance)</source>
        <translation>%1 TFLOPS（稠密，整个实例）</translation>
    </message>
    <message>
        <source>; marker size: GPU memory (≤ 80, ≤ 320, &gt; 320 GB)</source>
        <translation>；点的大小：GPU 显存（≤ 80、≤ 320、&gt; 320 GB）</translation>
    </message>
    <message>
        <source>%1 TFLOPS per %2/h</source>
        <translation>每 %2/小时 的 %1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 per %2 PFLOP-hour</source>
        <translation>每 PFLOP 小时的 %1（%2）</translation>
    </message>
    <message>
        <source>Value ranking: %1 (top %2)</source>
        <translation>性价比排名：%1（前 %2）</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累计费用：%1</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计费用（%1）</translation>
    </message>
    <message>
        <source>Break-even against on-demand</source>
        <translation>与按量计费的盈亏平衡</translation>
    </message>
    <message>
        <source>month @xPoint</source>
        <translation>第 @xPoint 个月</translation>
    </message>
    <message>
        <source> (interruptible)</source>
        <translation>（可被中断）</translation>
    </message>
    <message>
        <source>%1: monthly cost by %2</source>
        <translation>%1：按%2的月度费用</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>(no phase)</source>
        <translation>（无阶段）</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>每月费用（%1）</translation>
    </message>
    <message>
        <source>Monthly budget %1</source>
        <translation>每月预算 %1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>as of </source>
        <translation>价格日期 </translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>none needed</source>
        <translation>无需换算</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>730 (reservations bill every hour of their term)</source>
        <translation>730（预留实例按期限内每小时计费）</translation>
    </message>
    <message>
        <source>Default usage</source>
        <translation>默认用量</translation>
    </message>
    <message>
        <source>%1 h per month</source>
        <translation>每月 %1 小时</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>测算期</translation>
    </message>
    <message>
        <source>%1 months, from the plan&apos;s items</source>
        <translation>%1 个月，取自计划各项</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>Negotiated discounts</source>
        <translation>协议折扣</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Spot rework overhead</source>
        <translation>竞价实例返工开销</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>取整</translation>
    </message>
    <message>
        <source>each month to the cent; totals are sums of months</source>
        <translation>每月金额四舍五入到分；合计为各月之和</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Best value per row in bold.</source>
        <translation>每行最优值以粗体显示。</translation>
    </message>
    <message>
        <source>Plan items</source>
        <translation>计划项</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>Cost by month and phase (%1)</source>
        <translation>按月份和阶段的费用（%1）</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>%1 in %2: prices in %3 as of %4 (copied into the plan)</source>
        <translation>%1 在 %2：价格单位 %3，日期 %4（已复制到计划中）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>GPU Planner cost report · %1</source>
        <translation>GPU Planner 费用报告 · %1</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <translation>编制：%1</translation>
    </message>
    <message>
        <source>%1 %2 per USD (%3%4)</source>
        <translation>每美元 %1 %2（%3%4）</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source> (best of %1 regions)</source>
        <translation>（%1 个地域中最优）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Bought as</source>
        <translation>购买方式</translation>
    </message>
    <message>
        <source>Upfront</source>
        <translation>预付</translation>
    </message>
    <message>
        <source>Average per month</source>
        <translation>月均</translation>
    </message>
    <message>
        <source>Total over %1</source>
        <translation>%1 合计</translation>
    </message>
    <message>
        <source>Owed after the horizon</source>
        <translation>规划期之后仍欠</translation>
    </message>
    <message>
        <source>+ %1 (%2)</source>
        <translation>+ %1（%2）</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>按计划</translation>
    </message>
    <message>
        <source>can be interrupted</source>
        <translation>可能被中断</translation>
    </message>
    <message>
        <source>(cheapest)</source>
        <translation>（最便宜）</translation>
    </message>
    <message>
        <source>All %1</source>
        <translation>全部%1</translation>
    </message>
    <message>
        <source>As planned, the plan saves %1 (%2) against buying everything on demand.</source>
        <translation>按计划执行，比全部按需购买节省 %1（%2）。</translation>
    </message>
    <message>
        <source>As planned, the plan costs %1 more than buying everything on demand.</source>
        <translation>按计划执行，比全部按需购买多花 %1。</translation>
    </message>
    <message>
        <source>Cheapest without interruptions: all %1, %2 in total; %3 less than as planned.</source>
        <translation>不会中断的最便宜方式：全部%1，合计 %2；比原计划少 %3。</translation>
    </message>
    <message>
        <source>No other way of buying without interruptions costs less than as planned.</source>
        <translation>没有其他不会中断的购买方式比原计划更便宜。</translation>
    </message>
    <message>
        <source>Commitments run past month %1: %2 is owed in the %3 after it.</source>
        <translation>承诺期超出第 %1 个月：之后的 %3 内仍欠 %2。</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……另有 %1 条</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Every price as of %1.</source>
        <translation>所有价格截至 %1。</translation>
    </message>
    <message>
        <source>Prices as of %1 to %2.</source>
        <translation>价格日期 %1 至 %2。</translation>
    </message>
    <message>
        <source>Stale prices: check them before relying on these figures.</source>
        <translation>价格已过时：依赖这些数字前请先核实。</translation>
    </message>
    <message>
        <source>no public price</source>
        <translation>无公开价格</translation>
    </message>
    <message>
        <source>upfront %1 · %2 a month</source>
        <translation>预付 %1 · 每月 %2</translation>
    </message>
    <message>
        <source>+ %1 owed after the horizon (%2)</source>
        <translation>+ 规划期之后仍欠 %1（%2）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>saves %1 (%2) against on-demand</source>
        <translation>比按需节省 %1（%2）</translation>
    </message>
    <message>
        <source>Bold: paid within the horizon. A reservation&apos;s cheapest payment option is shown; a term that runs past the horizon is owed in full and shown on its own line. Spot can be interrupted and is not counted as the cheapest.</source>
        <translation>粗体：规划期内支付的金额。预留实例显示最便宜的付款方式；超出规划期的承诺期须全额支付，并单独列出。竞价实例可能被中断，不计为最便宜。</translation>
    </message>
    <message>
        <source>%1 in %2: %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 in %2: prices as of %3</source>
        <translation>%1（%2）：价格截至 %3</translation>
    </message>
    <message>
        <source>%1 in %2: prices as of %3 (%4)</source>
        <translation>%1（%2）：价格截至 %3（%4）</translation>
    </message>
    <message>
        <source>each offer&apos;s cheapest uninterruptible option</source>
        <translation>各报价不会中断的最便宜方式</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>图 %1. %2</translation>
    </message>
    <message>
        <source>%1 of %2 offers drawn, the others under them</source>
        <translation>绘制了 %2 个报价中的 %1 个，其余被其遮盖</translation>
    </message>
    <message>
        <source>What it pays for</source>
        <translation>费用构成</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>%1: %2 %3 per GB%4 as of %5, %6 (copied into the plan)</source>
        <translation>%1：每 GB%4 %2 %3，截至 %5，%6（已复制到计划中）</translation>
    </message>
    <message>
        <source>-month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Total budget %1</source>
        <translation>总预算 %1</translation>
    </message>
    <message>
        <source>Plan &quot;%1&quot;: 1 item over %2; amounts in %3.</source>
        <translation>计划“%1”：1 项，共 %2；金额单位 %3。</translation>
    </message>
    <message>
        <source>Plan &quot;%1&quot;: %2 items over %3; amounts in %4.</source>
        <translation>计划“%1”：%2 项，共 %3；金额单位 %4。</translation>
    </message>
    <message>
        <source>1 item has no such price and stays as planned</source>
        <translation>1 项没有此价格，保持原计划</translation>
    </message>
    <message>
        <source>%1 items have no such price and stay as planned</source>
        <translation>%1 项没有此价格，保持原计划</translation>
    </message>
    <message>
        <source>%1 offers compared over %2 at %3 h per month; amounts in %4.</source>
        <translation>比较 %1 个报价，期限 %2，每月 %3 小时；金额单位 %4。</translation>
    </message>
    <message>
        <source>* One month is over the monthly budget of %1.</source>
        <translation>* 有 1 个月超出每月预算 %1。</translation>
    </message>
    <message>
        <source>* %1 months are over the monthly budget of %2.</source>
        <translation>* 有 %1 个月超出每月预算 %2。</translation>
    </message>
    <message>
        <source>† From month %1 the running total is over the total budget of %2.</source>
        <translation>† 自第 %1 个月起，累计费用超出总预算 %2。</translation>
    </message>
    <message>
        <source>source not kept in the plan, and the catalog no longer has these prices</source>
        <translation>计划中未保存来源，目录中也已没有这些价格</translation>
    </message>
    <message>
        <source>source: </source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
</context>
<context>
    <name>Recommender</name>
    <message>
        <source> hours</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> −%1% against on-demand,</source>
        <translation> 比按量计费低 %1%，</translation>
    </message>
    <message>
        <source>spot%1 but can be interrupted: %2% rework added to time and cost</source>
        <translation>竞价实例%1但可能被中断：时间和费用已加入 %2% 的返工</translation>
    </message>
    <message>
        <source>effective rate</source>
        <translation>折合费率</translation>
    </message>
    <message>
        <source>; saves %1% against on-demand</source>
        <translation>；比按量计费节省 %1%</translation>
    </message>
    <message>
        <source>%1 in %2 has no %3 price</source>
        <translation>%1 在 %2 没有%3价格</translation>
    </message>
    <message>
        <source>prices converted from %1: %2</source>
        <translation>价格由 %1 换算：%2</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; `gpu-planner-cli gpus` lists the models</source>
        <translation>未知 GPU&quot;%1&quot;；`gpu-planner-cli gpus` 列出所有型号</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is ambiguous: %2</source>
        <translation>GPU&quot;%1&quot;不明确：%2</translation>
    </message>
    <message>
        <source>params must be a number of parameters above 0 (at most 1e15)</source>
        <translation>params 须为大于 0 的参数量（最多 1e15）</translation>
    </message>
    <message>
        <source>tokens must be above 0 (at most 1e17)</source>
        <translation>tokens 须大于 0（最多 1e17）</translation>
    </message>
    <message>
        <source>flops must be above 0 (at most 1e32)</source>
        <translation>flops 须大于 0（最多 1e32）</translation>
    </message>
    <message>
        <source>mfu must be above 0 and at most 1</source>
        <translation>mfu 须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>qps must be above 0 (at most 1,000,000)</source>
        <translation>qps 须大于 0（最多 1,000,000）</translation>
    </message>
    <message>
        <source>context must be 1 to 10,000,000 tokens</source>
        <translation>context 须为 1 到 10,000,000 个 token</translation>
    </message>
    <message>
        <source>output tokens must be 1 to 1,000,000</source>
        <translation>输出 token 数须为 1 到 1,000,000</translation>
    </message>
    <message>
        <source>latency must be above 0 ms (at most 600,000)</source>
        <translation>延迟须大于 0 毫秒（最多 600,000）</translation>
    </message>
    <message>
        <source>KV bytes per token must be above 0</source>
        <translation>每 token 的 KV 字节数须大于 0</translation>
    </message>
    <message>
        <source>months must be 1 to %1</source>
        <translation>月数须为 1 到 %1</translation>
    </message>
    <message>
        <source>memory must be above 0 GB</source>
        <translation>显存须大于 0 GB</translation>
    </message>
    <message>
        <source>reference hours must be above 0</source>
        <translation>参考小时数须大于 0</translation>
    </message>
    <message>
        <source>the deadline must be above 0 days (at most 36,500)</source>
        <translation>截止期限须大于 0 天（最多 36,500）</translation>
    </message>
    <message>
        <source>the budget must be above 0</source>
        <translation>预算须大于 0</translation>
    </message>
    <message>
        <source>top must be 1 to 100</source>
        <translation>top 须为 1 到 100</translation>
    </message>
    <message>
        <source>max GPUs must be 1 to 100,000</source>
        <translation>最大 GPU 数须为 1 到 100,000</translation>
    </message>
    <message>
        <source>spot overhead must be 0 to 1000 %</source>
        <translation>竞价返工开销须为 0 到 1000 %</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;; expected one of %2</source>
        <translation>未知云厂商&quot;%1&quot;；应为 %2 之一</translation>
    </message>
    <message>
        <source>a %1 workload needs params and tokens, or flops</source>
        <translation>%1负载需要 params 和 tokens，或 flops</translation>
    </message>
    <message>
        <source>serving after training (qps) needs params</source>
        <translation>训练后推理服务（qps）需要 params</translation>
    </message>
    <message>
        <source>an inference workload needs params</source>
        <translation>推理负载需要 params</translation>
    </message>
    <message>
        <source>an inference workload needs qps (requests per second)</source>
        <translation>推理负载需要 qps（每秒请求数）</translation>
    </message>
    <message>
        <source>a render workload needs flops, or reference_gpu and reference_hours</source>
        <translation>渲染负载需要 flops，或 reference_gpu 和 reference_hours</translation>
    </message>
    <message>
        <source>a science workload needs flops (total FP64 operations)</source>
        <translation>科学计算负载需要 flops（FP64 运算总量）</translation>
    </message>
    <message>
        <source>no exchange rate for %1; known: %2</source>
        <translation>没有 %1 的汇率；已知：%2</translation>
    </message>
    <message>
        <source>work: %1 FLOPs as given</source>
        <translation>计算量：给定的 %1 FLOPs</translation>
    </message>
    <message>
        <source>serving %1 parameters at %2: %3 requests/s, %4 output tokens each, %5-token context, %6 ms per token</source>
        <translation>以 %2 部署 %1 参数：%3 请求/秒，每个输出 %4 token，上下文 %5 token，每 token %6 毫秒</translation>
    </message>
    <message>
        <source>work: %1 FLOPs at %2; frames are independent, so every GPU counts fully</source>
        <translation>计算量：%2 下 %1 FLOPs；各帧独立，每块 GPU 全额计入</translation>
    </message>
    <message>
        <source>scene: %1 must fit each GPU&apos;s memory</source>
        <translation>场景：%1 必须装入每块 GPU 的显存</translation>
    </message>
    <message>
        <source>work: %1 FLOPs at %2; GPUs with weak or no FP64 are left out</source>
        <translation>计算量：%2 下 %1 FLOPs；FP64 较弱或没有 FP64 的 GPU 已排除</translation>
    </message>
    <message>
        <source>working set: %1, spread over all GPUs</source>
        <translation>工作集：%1，分布在所有 GPU 上</translation>
    </message>
    <message>
        <source>utilisation %1 end to end, as given</source>
        <translation>给定的端到端利用率 %1</translation>
    </message>
    <message>
        <source>utilisation %1 of dense peak on one GPU, reduced by interconnect scaling</source>
        <translation>单卡利用率为稠密峰值的 %1，并按互联扩展效率折减</translation>
    </message>
    <message>
        <source>interruptible: spot offers included, with %1% rework after interruptions</source>
        <translation>可中断：包含竞价实例，中断后返工 %1%</translation>
    </message>
    <message>
        <source>not interruptible: spot offers left out</source>
        <translation>不可中断：已排除竞价实例</translation>
    </message>
    <message>
        <source>prices: list prices of the catalog, converted to %1 where needed</source>
        <translation>价格：目录中的刊例价，必要时换算为 %1</translation>
    </message>
    <message>
        <source>%1 publishes no dense %2 figure</source>
        <translation>%1 未公布稠密 %2 数据</translation>
    </message>
    <message>
        <source>real FP64: %1 TFLOPS per GPU</source>
        <translation>真正的 FP64：每块 GPU %1 TFLOPS</translation>
    </message>
    <message>
        <source>measured %1 %2 TFLOPS per GPU (gpu-probe, %3) instead of the datasheet&apos;s %4</source>
        <translation>每块 GPU 实测 %1 %2 TFLOPS（gpu-probe，%3），代替规格表的 %4</translation>
    </message>
    <message>
        <source>%1: needs %2 instances, over the %3-GPU limit</source>
        <translation>%1：需要 %2 台实例，超过 %3 块 GPU 的上限</translation>
    </message>
    <message>
        <source>the %1 scene does not fit one GPU&apos;s %2 usable (%3 has the most)</source>
        <translation>%1 的场景放不进单块 GPU 可用的 %2（%3 的显存最大）</translation>
    </message>
    <message>
        <source>fits: the %1 scene in each GPU&apos;s %2 usable</source>
        <translation>可容纳：%1 的场景放入每块 GPU 可用的 %2</translation>
    </message>
    <message>
        <source>the working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>%1 needs %2 of GPU memory; a vGPU share has %3</source>
        <translation>%1 需要 %2 GPU 显存；一个 vGPU 分片只有 %3</translation>
    </message>
    <message>
        <source>%1 needs %2 of GPU memory: more than %3 GPUs of %4</source>
        <translation>%1 需要 %2 GPU 显存：超过 %3 块 %4</translation>
    </message>
    <message>
        <source>fits one GPU: %1 needed (%2) ≤ %3 usable of %4</source>
        <translation>单块 GPU 可容纳：需要 %1（%2）≤ %4 的可用 %3</translation>
    </message>
    <message>
        <source>fits one instance: %1 needed (%2) ≤ %3 usable on %4, sharded over its GPUs</source>
        <translation>单台实例可容纳：需要 %1（%2）≤ %4 上的可用 %3，分片到各 GPU</translation>
    </message>
    <message>
        <source>fits %1 instances or more: %2 needed (%3) ≤ %1 × %4 usable (%5 each), sharded</source>
        <translation>%1 台及以上实例可容纳：需要 %2（%3）≤ %1 × 可用 %4（每台 %5），分片</translation>
    </message>
    <message>
        <source>finishing in %1 days needs more than %2 GPUs</source>
        <translation>在 %1 天内完成需要超过 %2 块 GPU</translation>
    </message>
    <message>
        <source>%1 × %2 would take %3</source>
        <translation>%1 × %2 需要 %3</translation>
    </message>
    <message>
        <source>~%1 at %2 PFLOPS achieved (%3% of measured %4)</source>
        <translation>约 %1，实际达到 %2 PFLOPS（实测 %4 的 %3%）</translation>
    </message>
    <message>
        <source>~%1 at %2 PFLOPS achieved (%3% of dense %4 peak)</source>
        <translation>约 %1，实际达到 %2 PFLOPS（稠密 %4 峰值的 %3%）</translation>
    </message>
    <message>
        <source>%1 × %2 %3 in %4</source>
        <translation>%1 × %2 %3，地域 %4</translation>
    </message>
    <message>
        <source>meets the %1-day deadline with %2 to spare</source>
        <translation>满足 %1 天的截止期限，尚余 %2</translation>
    </message>
    <message>
        <source>within budget: %1% of %2</source>
        <translation>未超预算：占 %2 的 %1%</translation>
    </message>
    <message>
        <source>cheapest of %1 regions selling it; %2 others cost the same or more</source>
        <translation>在销售它的 %1 个地域中最便宜；其余 %2 个价格相同或更高</translation>
    </message>
    <message>
        <source>no configuration can serve the trained model: %1</source>
        <translation>没有配置能部署训练好的模型：%1</translation>
    </message>
    <message>
        <source>no instance from the providers %1</source>
        <translation>云厂商 %1 没有实例</translation>
    </message>
    <message>
        <source>FP64: no GPU left with real FP64 units (e.g. %1)</source>
        <translation>FP64：没有剩下具备真正 FP64 单元的 GPU（例如 %1）</translation>
    </message>
    <message>
        <source>precision: no GPU left with a dense %1 figure (e.g. %2)</source>
        <translation>精度：没有剩下具有稠密 %1 数据的 GPU（例如 %2）</translation>
    </message>
    <message>
        <source>memory/latency: no instance can serve it (e.g. %1)</source>
        <translation>显存/延迟：没有实例能提供服务（例如 %1）</translation>
    </message>
    <message>
        <source>memory: no configuration holds the job (e.g. %1)</source>
        <translation>显存：没有配置能容纳该任务（例如 %1）</translation>
    </message>
    <message>
        <source>deadline: nothing finishes within %1 days; the fastest, %2, takes %3</source>
        <translation>截止期限：没有配置能在 %1 天内完成；最快的 %2 需要 %3</translation>
    </message>
    <message>
        <source>time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>regions: no suitable instance is sold in %1</source>
        <translation>地域：%1 没有合适的实例出售</translation>
    </message>
    <message>
        <source>currency: no exchange rate for %1</source>
        <translation>货币：没有 %1 的汇率</translation>
    </message>
    <message>
        <source>no suitable instance has an offer</source>
        <translation>没有合适的实例有报价</translation>
    </message>
    <message>
        <source>pricing: no suitable offer has a public price</source>
        <translation>价格：没有合适的报价有公开价格</translation>
    </message>
    <message>
        <source>pricing: suitable offers have only spot prices, and the work is not interruptible</source>
        <translation>价格：合适的报价只有竞价实例价格，而任务不可中断</translation>
    </message>
    <message>
        <source>budget: nothing costs at most %1 %2; the cheapest, %3, costs %4 %2</source>
        <translation>预算：没有费用不超过 %1 %2 的配置；最便宜的 %3 需要 %4 %2</translation>
    </message>
    <message>
        <source>price as of %1, %2: check it before you buy</source>
        <translation>价格日期 %1，%2：购买前请核实</translation>
    </message>
    <message>
        <source>%1 × %2: %3 scaling efficiency, %4 s of gradient exchange per step</source>
        <translation>%1 × %2：扩展效率 %3，每步梯度交换 %4 秒</translation>
    </message>
    <message>
        <source>scaling: every configuration left scales below the %1 minimum efficiency (e.g. %2)</source>
        <translation>扩展：剩余配置的扩展效率均低于最低 %1（例如 %2）</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; `gpu-planner-cli models` lists them: %2</source>
        <translation>未知模型“%1”；`gpu-planner-cli models` 列出可用模型：%2</translation>
    </message>
    <message>
        <source>active params must be above 0 (at most 1e15)</source>
        <translation>激活参数必须大于 0（最多 1e15）</translation>
    </message>
    <message>
        <source>%1 must be 1 to 10,000,000</source>
        <translation>%1 必须为 1 到 10,000,000</translation>
    </message>
    <message>
        <source>the LoRA rank must be 1 to 65,536</source>
        <translation>LoRA 秩必须为 1 到 65,536</translation>
    </message>
    <message>
        <source>the minimum efficiency must be 0 to 1</source>
        <translation>最低效率必须为 0 到 1</translation>
    </message>
    <message>
        <source>active params (%1) exceed the parameters (%2)</source>
        <translation>激活参数（%1）超过参数总数（%2）</translation>
    </message>
    <message>
        <source>model: %1, %2 parameters (%3 active), from %4</source>
        <translation>模型：%1，%2 参数（激活 %3），来源 %4</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>KV 缓存：%1</translation>
    </message>
    <message>
        <source>%1 requests/s against %2 per instance (%3 output tokens/s, %4 ms per token)</source>
        <translation>%1 请求/秒，每实例可处理 %2 请求/秒（%3 输出 token/秒，每 token %4 毫秒）</translation>
    </message>
    <message>
        <source>%1: 1 instance</source>
        <translation>%1：1 个实例</translation>
    </message>
    <message>
        <source>%1: %2 instances</source>
        <translation>%1：%2 个实例</translation>
    </message>
    <message>
        <source>places: no suitable instance is sold in %1</source>
        <translation>地点：%1 没有合适的实例出售</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>on-demand: no commitment, billed for %1</source>
        <translation>按量计费：无需承诺，按 %1 计费</translation>
    </message>
    <message>
        <source>%1 is built for %2 only, not for %3</source>
        <translation>%1 仅用于%2，不适用于%3</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>FP64 science</source>
        <translation>FP64 科学计算</translation>
    </message>
    <message>
        <source>role: no accelerator left built for %1 (e.g. %2)</source>
        <translation>用途：没有适用于%1的加速器（例如 %2）</translation>
    </message>
    <message>
        <source>instances work together over a published network only, at most %1 without RDMA; multi-GPU instances whose GPU interconnect is not published are left out</source>
        <translation>多个实例只通过已公布的网络协同工作，无 RDMA 时最多 %1 个；GPU 互连未公布的多 GPU 实例不予考虑</translation>
    </message>
    <message>
        <source>%1: the GPU interconnect is not published, so its scaling is unknown</source>
        <translation>%1：GPU 互连未公布，无法估算其扩展性</translation>
    </message>
    <message>
        <source>%1: the network is not published, so it is not combined with others</source>
        <translation>%1：网络未公布，因此不与其他实例组合</translation>
    </message>
    <message>
        <source>%1: no RDMA, so at most %2 instances work together</source>
        <translation>%1：无 RDMA，因此最多 %2 个实例协同工作</translation>
    </message>
    <message>
        <source>fabric: %1</source>
        <translation>互连：%1</translation>
    </message>
    <message>
        <source>utilisation of dense peak on one GPU from the calibrated table (catalog/models/utilisation.json: GPU generation, precision, dense or mixture of experts), reduced by interconnect scaling</source>
        <translation>单块 GPU 的稠密峰值利用率取自校准表（catalog/models/utilisation.json：按 GPU 代际、精度、稠密或混合专家），再按互联扩展效率折减</translation>
    </message>
    <message>
        <source>%1: %2 frozen weights at %3 bytes each and %4 adapter parameters trained</source>
        <translation>%1：%2 个冻结权重，每个 %3 字节，训练 %4 个适配器参数</translation>
    </message>
    <message>
        <source>memory: each configuration&apos;s parallel layout shards the weights, gradients and optimizer states and holds the activations of %1-token sequences; its reasons give the layout and the memory per GPU</source>
        <translation>显存：每个配置的并行布局分片权重、梯度和优化器状态，并保存 %1 词元序列的激活；其理由给出布局和每 GPU 显存</translation>
    </message>
    <message>
        <source>%1: the run does not fit a vGPU share&apos;s %2</source>
        <translation>%1：任务放不进 vGPU 份额的 %2</translation>
    </message>
    <message>
        <source>%1: no parallel layout of up to %2 GPUs of %3 holds the run</source>
        <translation>%1：最多 %2 个 %3 GPU 的任何并行布局都放不下该任务</translation>
    </message>
    <message>
        <source>the sequence length must be 1 to 10,000,000</source>
        <translation>序列长度必须为 1 到 10,000,000</translation>
    </message>
    <message>
        <source>the global batch must be above 0 tokens (at most 1T)</source>
        <translation>全局批次必须大于 0 个词元（最多 1T）</translation>
    </message>
    <message>
        <source>%1 must be 1 to 100,000</source>
        <translation>%1 必须为 1 到 100,000</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0 to 3</source>
        <translation>ZeRO 阶段必须为 0 到 3</translation>
    </message>
    <message>
        <source>fits on 1 instance (%1 GB per GPU of %2 GB usable)</source>
        <translation>1 个实例放得下（每 GPU %1 GB，可用 %2 GB）</translation>
    </message>
    <message>
        <source>fits on %1 instances or more (on %1: %2 GB per GPU of %3 GB usable)</source>
        <translation>%1 个或更多实例放得下（%1 个时：每 GPU %2 GB，可用 %3 GB）</translation>
    </message>
    <message numerus="yes">
        <source>monthly subscription: %n whole month(s)</source>
        <translation>
            <numerusform>包年包月：%n 个整月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n term(s) billed in full</source>
        <translation>
            <numerusform>%1（%2）：%n 个期限全额计费</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n month(s) beyond the job</source>
        <translation>
            <numerusform>，超出任务 %n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left out: %n configuration(s) scaling below the %1 minimum efficiency (e.g. %2)</source>
        <translation>
            <numerusform>已排除：%n 个扩展效率低于最低 %1 的配置（例如 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>service runs %n month(s) of 730 hours</source>
        <translation>
            <numerusform>服务运行 %n 个月，每月 730 小时</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>Africa</source>
        <translation>非洲</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>亚洲</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>北美洲</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>大洋洲</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>南美洲</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>应为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an ISO 3166-1 code such as DE</source>
        <translation>ISO 3166-1 代码，例如 DE</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>应为 %1 之一</translation>
    </message>
    <message>
        <source>no source &quot;%1&quot; in &quot;sources&quot;</source>
        <translation>&quot;sources&quot; 中没有来源 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a second entry for %1 %2</source>
        <translation>%1 %2 的第二个条目</translation>
    </message>
</context>
<context>
    <name>ScenarioJson</name>
    <message>
        <source>no --tokens: the throughput, layout and memory only</source>
        <translation>未给 --tokens：只给出吞吐量、布局和显存</translation>
    </message>
</context>
<context>
    <name>TrainingEstimate</name>
    <message>
        <source>%1 publishes no dense %2 figure; choose another --precision</source>
        <translation>%1 未公布稠密 %2 数据；请换一个 --precision</translation>
    </message>
    <message>
        <source>no estimate: the work or the throughput is zero</source>
        <translation>无法估算：计算量或算力为零</translation>
    </message>
    <message>
        <source>measured %1 TFLOPS %2 per GPU (%3, %4) instead of the datasheet&apos;s %5</source>
        <translation>每块 GPU 实测 %1 TFLOPS %2（%3，%4），代替规格表的 %5</translation>
    </message>
    <message>
        <source>no %1 measurement of %2: the datasheet figure is used</source>
        <translation>%2 没有 %1 测量数据：使用规格表数据</translation>
    </message>
    <message>
        <source>no instance given: no interconnect scaling applied (give --instance for it)</source>
        <translation>未指定实例：未计入互联扩展效率（可用 --instance 指定）</translation>
    </message>
    <message>
        <source>%1 GPUs rounded up to %2 whole instances of %3 GPUs</source>
        <translation>%1 块 GPU 向上取整为 %2 台实例，每台 %3 块 GPU</translation>
    </message>
    <message>
        <source>%1 has no public price: no cost</source>
        <translation>%1 没有公开价格：无法计算费用</translation>
    </message>
    <message>
        <source>does not fit: %1 GB per GPU in the layout needing the least, %2 GB usable; give more GPUs</source>
        <translation>放不下：所需最少的布局每 GPU 需 %1 GB，可用 %2 GB；请增加 GPU</translation>
    </message>
</context>
<context>
    <name>UsagePrice</name>
    <message>
        <source>no price tier</source>
        <translation>没有价格档位</translation>
    </message>
    <message>
        <source>tier %1: the price per GB is out of range</source>
        <translation>档位 %1：每 GB 价格超出范围</translation>
    </message>
    <message>
        <source>tier %1: only the last tier may be open</source>
        <translation>档位 %1：只有最后一档可以不设上限</translation>
    </message>
    <message>
        <source>tier %1: the limits must rise, %2 GB after %3 GB</source>
        <translation>档位 %1：上限必须递增，%3 GB 之后为 %2 GB</translation>
    </message>
    <message>
        <source>the last tier must be open (no up_to_gb)</source>
        <translation>最后一档必须不设上限（无 up_to_gb）</translation>
    </message>
    <message>
        <source>the free allowance is out of range</source>
        <translation>免费额度超出范围</translation>
    </message>
    <message>
        <source>first %1 GB free</source>
        <translation>前 %1 GB 免费</translation>
    </message>
    <message>
        <source>%1 to %2 GB</source>
        <translation>%1 至 %2 GB</translation>
    </message>
    <message>
        <source>%1 beyond</source>
        <translation>超出部分 %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>应为“%1”</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>the region is empty</source>
        <translation>区域为空</translation>
    </message>
    <message>
        <source>every price needs its date</source>
        <translation>每个价格都需要日期</translation>
    </message>
    <message>
        <source>every price needs its source</source>
        <translation>每个价格都需要来源</translation>
    </message>
    <message>
        <source>a second %1 price for %2 in %3</source>
        <translation>%2 在 %3 的第二个 %1 价格</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>an ISO 4217 code such as USD or CNY</source>
        <translation>ISO 4217 代码，如 USD 或 CNY</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known ISO 4217 currency code</source>
        <translation>“%1”不是已知的 ISO 4217 货币代码</translation>
    </message>
    <message>
        <source>expected a whole number of GB</source>
        <translation>应为整数 GB</translation>
    </message>
    <message>
        <source>more than 64 tiers</source>
        <translation>超过 64 个阶梯</translation>
    </message>
</context>
<context>
    <name>Utilisation</name>
    <message>
        <source>utilisation %1 before communication (default: no published %2 run on %3 is fitted; typical of well-tuned large training runs)</source>
        <translation>通信前利用率 %1（default：没有 %3 上 %2 的已发表运行可拟合；取调优良好的大型训练的典型值）</translation>
    </message>
    <message>
        <source>%1 gains depend on the training stack: %2 rests mainly on %3; %4 measured %5–%6× its own 16-bit rate (%7, %8), so for that stack take the 16-bit estimate times that</source>
        <translation>%1 的增益取决于训练框架：%2 主要基于 %3；%4 实测为其自身 16 位速率的 %5–%6×（%7，%8），使用该框架时请取 16 位估算乘以此倍数</translation>
    </message>
    <message>
        <source>fitted to 1 published run</source>
        <translation>拟合自 1 次已发表运行</translation>
    </message>
    <message>
        <source>fitted to %1 published runs</source>
        <translation>拟合自 %1 次已发表运行</translation>
    </message>
    <message>
        <source>utilisation %1 before communication (%2: %3, %4)</source>
        <translation>通信前利用率 %1（%2：%3，%4）</translation>
    </message>
    <message>
        <source>utilisation %1 before communication (moe: a mixture of experts with %2 B active parameters reaches %3 of 16-bit peak, %4, %5)</source>
        <translation>通信前利用率 %1（moe：激活参数 %2 B 的混合专家模型达到 16 位峰值的 %3，%4，%5）</translation>
    </message>
</context>
<context>
    <name>gp::ui::CatalogSourcesDialog</name>
    <message>
        <source>Catalog Sources</source>
        <translation>目录来源</translation>
    </message>
    <message>
        <source>The catalog files in use, later ones replacing earlier entries with the same id. Imported catalogs live in %1.</source>
        <translation>正在使用的目录文件；后加载的文件会替换 ID 相同的条目。已导入的目录保存在 %1。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Select a file to see its sources.</source>
        <translation>选择一个文件以查看其来源。</translation>
    </message>
    <message>
        <source>&amp;Remove Import…</source>
        <translation>删除导入(&amp;R)…</translation>
    </message>
    <message>
        <source>Imported from %1 (%2) on %3.</source>
        <translation>于 %3 从 %1（%2）导入。</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>价格日期 %1</translation>
    </message>
    <message>
        <source>Remove Import</source>
        <translation>删除导入</translation>
    </message>
    <message>
        <source>Remove the imported catalog %1? Its %2 offers leave the catalog; the file you imported from is not touched.</source>
        <translation>删除已导入的目录 %1？其中 %2 个报价将从目录中移除；您导入时使用的原文件不受影响。</translation>
    </message>
</context>
<context>
    <name>gp::ui::ChartsWidget</name>
    <message>
        <source>Performance vs price</source>
        <translation>性能与价格</translation>
    </message>
    <message>
        <source>Value ranking</source>
        <translation>性价比排名</translation>
    </message>
    <message>
        <source>Cost over time (selected offer)</source>
        <translation>费用随时间变化（所选报价）</translation>
    </message>
    <message>
        <source>Plan budget</source>
        <translation>计划预算</translation>
    </message>
    <message>
        <source>Logarithmic axes</source>
        <translation>对数坐标轴</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>by provider</source>
        <translation>按云厂商</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>%1 in %2
%3 %4/h · %5 TFLOPS · %6 GB GPU memory</source>
        <translation>%1，地域 %2
%3 %4/小时 · %5 TFLOPS · %6 GB GPU 显存</translation>
    </message>
    <message>
        <source>%1 of the %2 offers the explorer shows have a price (%3) and a %4 figure. Change the filters, currency and precision in the Explorer.</source>
        <translation>浏览器显示的 %2 个报价中，有 %1 个同时具有价格（%3）和 %4 数据。可在浏览器中更改筛选条件、货币和精度。</translation>
    </message>
    <message>
        <source>The 15 offers with the most dense %1 TFLOPS per %2 of %3 price per hour, among those the explorer shows.</source>
        <translation>在浏览器显示的报价中，每 %2 每小时%3价格所得稠密 %1 TFLOPS 最多的 15 个报价。</translation>
    </message>
    <message>
        <source>Select an offer with prices in the Explorer to see its cumulative cost under every pricing model.</source>
        <translation>在浏览器中选择一个有价格的报价，即可查看它在各种计费方式下的累计费用。</translation>
    </message>
    <message>
        <source>One instance at %1 h/month over %2 months (Settings); squares mark where a commitment becomes cheaper than on-demand for good.</source>
        <translation>一台实例，每月 %1 小时，共 %2 个月（见设置）；方块标出承诺购买从此一直比按量计费便宜的位置。</translation>
    </message>
    <message>
        <source>Add offers to the plan to see its monthly cost.</source>
        <translation>向计划添加报价后即可查看每月费用。</translation>
    </message>
    <message>
        <source>the file name must end in .png, .svg or .pdf</source>
        <translation>文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Pricing:</source>
        <translation>计价方式：</translation>
    </message>
    <message>
        <source>Working out the points of %1 of %2 offers…</source>
        <translation>正在计算数据点：%1 / %2 个报价…</translation>
    </message>
    <message>
        <source>%1 points are drawn, one where many would overlap; the Pareto front is exact.</source>
        <translation>绘制了 %1 个点，多个点重叠处只画一个；帕累托前沿是精确的。</translation>
    </message>
    <message>
        <source>by kind</source>
        <translation>按类别</translation>
    </message>
</context>
<context>
    <name>gp::ui::ComparisonModel</name>
    <message>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>no public price</source>
        <translation>无公开价格</translation>
    </message>
</context>
<context>
    <name>gp::ui::ComparisonWidget</name>
    <message>
        <source>Only differences</source>
        <translation>只显示差异</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Add all to plan</source>
        <translation>全部加入计划</translation>
    </message>
    <message>
        <source>Remove column</source>
        <translation>移除此列</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Select 2 to %1 offers in the Explorer and press Ctrl+D (Compare) to put them side by side.</source>
        <translation>在浏览器中选择 2 到 %1 个报价并按 Ctrl+D（比较），即可并排比较。</translation>
    </message>
    <message>
        <source>Prices in %1 per instance; costs over %2 months at %3 h/month for one instance, the cheapest payment option of each reservation term. Best value per row in bold; tinted rows differ. Horizon, usage and currency are in Settings.</source>
        <translation>价格以 %1 按实例计；费用为一台实例在 %2 个月内、每月 %3 小时的总额，每种预留期限取最省的付款方式。每行最优值以粗体显示；着色的行表示取值不同。测算期、用量和货币可在设置中修改。</translation>
    </message>
</context>
<context>
    <name>gp::ui::DetailsPane</name>
    <message>
        <source>Select an offer to see its GPU datasheet figures and every price with its source.</source>
        <translation>选择一个报价，即可查看其 GPU 规格表数据以及每个价格及其来源。</translation>
    </message>
    <message>
        <source>GPU: %1 %2</source>
        <translation>GPU：%1 %2</translation>
    </message>
    <message>
        <source>memory bandwidth not published</source>
        <translation>未公布显存带宽</translation>
    </message>
    <message>
        <source>measured %1 GB/s (%2 %)</source>
        <translation>实测 %1 GB/s（%2 %）</translation>
    </message>
    <message>
        <source>measured %1 GB/s</source>
        <translation>实测 %1 GB/s</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Dense per GPU</source>
        <translation>每块 GPU 稠密</translation>
    </message>
    <message>
        <source>Sparse per GPU</source>
        <translation>每块 GPU 稀疏</translation>
    </message>
    <message>
        <source>Measured per GPU</source>
        <translation>每块 GPU 实测</translation>
    </message>
    <message>
        <source> (TOPS)</source>
        <translation>（TOPS）</translation>
    </message>
    <message>
        <source>Host to GPU %1 GB/s, GPU to host %2 GB/s.</source>
        <translation>主机到 GPU %1 GB/s，GPU 到主机 %2 GB/s。</translation>
    </message>
    <message>
        <source>GPU to GPU %1 GB/s.</source>
        <translation>GPU 之间 %1 GB/s。</translation>
    </message>
    <message>
        <source>Prices per instance</source>
        <translation>每实例价格</translation>
    </message>
    <message>
        <source>No public prices in the catalog for this instance.</source>
        <translation>目录中没有该实例的公开价格。</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>On-demand per hour</source>
        <translation>按量计费每小时</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>%1 upfront</source>
        <translation>预付 %1</translation>
    </message>
    <message>
        <source>Reserved %1 y, %2, effective per hour</source>
        <translation>预留 %1 年，%2，折合每小时</translation>
    </message>
    <message>
        <source>interruptions %1</source>
        <translation>中断率 %1</translation>
    </message>
    <message>
        <source>Spot per hour</source>
        <translation>竞价实例每小时</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>1 年预留实例</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>3 年预留实例</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Not published: %1</source>
        <translation>未公布：%1</translation>
    </message>
    <message>
        <source>and %1 more regions; filter the table by region to see them</source>
        <translation>另有 %1 个地域；按地域筛选表格即可查看</translation>
    </message>
    <message>
        <source>%1 · %2× %3 · %4 vCPU · %5 GiB RAM</source>
        <translation>%1 · %2× %3 · %4 vCPU · %5 GiB 内存</translation>
    </message>
    <message>
        <source>%1 GB %2 per GPU</source>
        <translation>每块 GPU %1 GB %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation>，另有 %1 个</translation>
    </message>
    <message>
        <source>Matches the filters in %1 regions: %2.</source>
        <translation>符合筛选条件的地域共 %1 个：%2。</translation>
    </message>
    <message>
        <source>On demand from %1 to %2 per hour.</source>
        <translation>按需价格每小时 %1 至 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Measured with gpu-probe on %1 (%n GPU(s)%2): FP32/FP64 by FMA kernels, the others by cuBLAS matrix multiply; percentages of the dense datasheet figure.</source>
        <translation>
            <numerusform>由 gpu-probe 于 %1 实测（%n 块 GPU%2）：FP32/FP64 用 FMA 内核测得，其余用 cuBLAS 矩阵乘法测得；百分比相对于规格表的稠密数据。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ExplorerWidget</name>
    <message>
        <source>Search instances, GPUs, regions… (e.g. &quot;h100 us-east-1&quot;)   Ctrl+F</source>
        <translation>搜索实例、GPU、地域…（例如 &quot;h100 us-east-1&quot;）   Ctrl+F</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>显示货币</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>per instance</source>
        <translation>每实例</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>Precision of the TFLOPS columns (dense)</source>
        <translation>TFLOPS 列的精度（稠密）</translation>
    </message>
    <message>
        <source>Prices in</source>
        <translation>价格单位</translation>
    </message>
    <message>
        <source>TFLOPS at</source>
        <translation>TFLOPS 精度</translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation>清除所有筛选</translation>
    </message>
    <message>
        <source>Search: &quot;%1&quot;</source>
        <translation>搜索：&quot;%1&quot;</translation>
    </message>
    <message>
        <source>No filters: every offer is shown.</source>
        <translation>无筛选：显示所有报价。</translation>
    </message>
    <message>
        <source>Filters: %1</source>
        <translation>筛选：%1</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>One row per instance</source>
        <translation>每个实例一行</translation>
    </message>
    <message>
        <source>Show each instance type once, at its cheapest region among those the filters let through (the preferred region of Settings when it is one of them). Clear it to see every region.</source>
        <translation>每种实例类型只显示一次，取筛选条件下最便宜的地域（若设置中的首选地域在其中，则取首选地域）。取消勾选可查看所有地域。</translation>
    </message>
</context>
<context>
    <name>gp::ui::ExportDialogs</name>
    <message>
        <source>Export Cost Report</source>
        <translation>导出费用报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1 (%2 pages)</source>
        <translation>已保存 %1（%2 页）</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>将表格导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>gp::ui::FilterPanel</name>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Hardware, region and price</source>
        <translation>硬件、地域与价格</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Min GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Memory of each GPU</source>
        <translation>每块 GPU 的显存</translation>
    </message>
    <message>
        <source>Min memory/GPU</source>
        <translation>每 GPU 最少显存</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>On-demand from</source>
        <translation>按量计费从</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>NVLink / NVSwitch only</source>
        <translation>仅 NVLink / NVSwitch</translation>
    </message>
    <message>
        <source>RDMA only (EFA, InfiniBand, RoCE, eRDMA)</source>
        <translation>仅 RDMA（EFA、InfiniBand、RoCE、eRDMA）</translation>
    </message>
    <message>
        <source>Spot available</source>
        <translation>可用竞价实例</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>云厂商：%1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>≥ %1 GPUs</source>
        <translation>≥ %1 块 GPU</translation>
    </message>
    <message>
        <source>≥ %1 GB per GPU</source>
        <translation>每 GPU ≥ %1 GB</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>地域：%1</translation>
    </message>
    <message>
        <source>On-demand %1–%2 %3/h</source>
        <translation>按量计费 %1–%2 %3/小时</translation>
    </message>
    <message>
        <source>NVLink/NVSwitch</source>
        <translation>NVLink/NVSwitch</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Continents and countries the regions are in (catalog/geo/regions.json)</source>
        <translation>地域所在的大洲和国家（catalog/geo/regions.json）</translation>
    </message>
    <message>
        <source>Places: %1</source>
        <translation>地点：%1</translation>
    </message>
</context>
<context>
    <name>gp::ui::ImportDialog</name>
    <message>
        <source>Import Catalog</source>
        <translation>导入目录</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>lower-case id, e.g. lambda</source>
        <translation>小写 ID，例如 lambda</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>The date the prices in the file were published. A copied file&apos;s modification date can be later than its prices.</source>
        <translation>文件中价格的发布日期。复制来的文件，其修改日期可能晚于价格日期。</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>The import report appears here: rows read, offers imported, rows skipped and why, GPU names not recognised.</source>
        <translation>导入报告将显示在这里：读取的行数、导入的报价、跳过的行及原因、未识别的 GPU 名称。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Recognised as %1.</source>
        <translation>识别为 %1。</translation>
    </message>
    <message>
        <source>The file does not date its prices: the date above is the file&apos;s modification date; set the date the prices were published.</source>
        <translation>该文件未注明价格日期：上面的日期是文件的修改日期；请设置价格的发布日期。</translation>
    </message>
    <message>
        <source>The format could not be recognised; choose it.</source>
        <translation>无法识别格式；请选择格式。</translation>
    </message>
    <message>
        <source>Give the provider these prices belong to.</source>
        <translation>请填写这些价格所属的云厂商。</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <source>the import did not run</source>
        <translation>未执行导入</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>没有导入任何内容。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved.</source>
        <translation>已取消：未保存任何内容。</translation>
    </message>
    <message>
        <source>Nothing could be imported; the report says why.</source>
        <translation>没有可导入的内容；原因见报告。</translation>
    </message>
    <message>
        <source>Imported %1 offers (%2 instance types) into %3.</source>
        <translation>已将 %1 个报价（%2 种实例类型）导入到 %3。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The catalog could not be written: %1</source>
        <translation>无法写入目录：%1</translation>
    </message>
</context>
<context>
    <name>gp::ui::KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>the %1 menu</source>
        <translation>“%1”菜单</translation>
    </message>
    <message>
        <source>the %1 tab</source>
        <translation>“%1”标签页</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>gp::ui::MainWindow</name>
    <message>
        <source>&amp;Explorer</source>
        <translation>浏览(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>计划(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>图表(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Compare (%1)</source>
        <translation>比较(&amp;C)（%1）</translation>
    </message>
    <message>
        <source>&amp;Plan (%1)</source>
        <translation>计划(&amp;P)（%1）</translation>
    </message>
    <message>
        <source>1 catalog problem</source>
        <translation>1 个目录问题</translation>
    </message>
    <message>
        <source>%1 catalog problems</source>
        <translation>%1 个目录问题</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>新建计划(&amp;N)</translation>
    </message>
    <message>
        <source>Describe a workload and its limits; get ranked configurations with time, cost and reasons</source>
        <translation>描述负载及其限制条件；得到按时间、费用排序并附理由的配置</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>打开计划(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Plan</source>
        <translation>保存计划(&amp;S)</translation>
    </message>
    <message>
        <source>Save Plan &amp;As…</source>
        <translation>计划另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import Catalog…</source>
        <translation>导入目录(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>导入目录</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.json);;SkyPilot catalogs (vms.csv);;ec2instances.info (*.json);;All files (*)</source>
        <translation>价格表 (*.csv *.json);;SkyPilot 目录 (vms.csv);;ec2instances.info (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Read a SkyPilot vms.csv, an ec2instances.info instances.json or a GPU Planner CSV template</source>
        <translation>读取 SkyPilot vms.csv、ec2instances.info instances.json 或 GPU Planner CSV 模板</translation>
    </message>
    <message>
        <source>Import &amp;Measurements…</source>
        <translation>导入测量结果(&amp;M)…</translation>
    </message>
    <message>
        <source>Import Measurements</source>
        <translation>导入测量结果</translation>
    </message>
    <message>
        <source>gpu-probe results (*.json);;All files (*)</source>
        <translation>gpu-probe 结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Measurements imported.</source>
        <translation>测量结果已导入。</translation>
    </message>
    <message>
        <source>The measurements could not be imported.</source>
        <translation>无法导入测量结果。</translation>
    </message>
    <message>
        <source>Read a gpu-probe result: measured figures appear beside the datasheet&apos;s</source>
        <translation>读取 gpu-probe 结果：实测数据将显示在规格表数据旁边</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Copy &amp;Table</source>
        <translation>复制表格(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Compare Selection</source>
        <translation>比较所选(&amp;C)</translation>
    </message>
    <message>
        <source>Add Selection to &amp;Plan</source>
        <translation>将所选加入计划(&amp;P)</translation>
    </message>
    <message>
        <source>Remove the selected plan items or comparison column</source>
        <translation>移除所选的计划项或比较列</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>清除筛选(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU Planner(&amp;A)</translation>
    </message>
    <message>
        <source>Select offers in the table first.</source>
        <translation>请先在表格中选择报价。</translation>
    </message>
    <message>
        <source>The comparison holds %1 offers at most; %2 not added.</source>
        <translation>比较最多容纳 %1 个报价；%2 个未加入。</translation>
    </message>
    <message>
        <source>Added to the comparison; select one more offer and press Ctrl+D.</source>
        <translation>已加入比较；再选择一个报价并按 Ctrl+D。</translation>
    </message>
    <message>
        <source>Select offers with an on-demand price to add them to the plan.</source>
        <translation>请选择有按量计费价格的报价以加入计划。</translation>
    </message>
    <message>
        <source>Added 1 item to the plan.</source>
        <translation>已向计划添加 1 项。</translation>
    </message>
    <message>
        <source>Added %1 items to the plan.</source>
        <translation>已向计划添加 %1 项。</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 / %2 行</translation>
    </message>
    <message>
        <source>%1 offers</source>
        <translation>%1 个报价</translation>
    </message>
    <message>
        <source>1 instance type</source>
        <translation>1 种实例类型</translation>
    </message>
    <message>
        <source>%1 instance types</source>
        <translation>%1 种实例类型</translation>
    </message>
    <message>
        <source>1 GPU model</source>
        <translation>1 种 GPU 型号</translation>
    </message>
    <message>
        <source>%1 GPU models</source>
        <translation>%1 种 GPU 型号</translation>
    </message>
    <message>
        <source>catalog has no prices</source>
        <translation>目录中没有价格</translation>
    </message>
    <message>
        <source>GPU Planner</source>
        <translation>GPU Planner</translation>
    </message>
    <message>
        <source>Copied %1 rows.</source>
        <translation>已复制 %1 行。</translation>
    </message>
    <message>
        <source>GPU offers compared</source>
        <translation>GPU 报价比较</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名计划</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 (%4 % of datasheet)</source>
        <translation>%1 %2 %3（占规格表 %4 %）</translation>
    </message>
    <message>
        <source>GPU %1, %2: %3</source>
        <translation>GPU %1，%2：%3</translation>
    </message>
    <message>
        <source>Measured %1; stored as %2.</source>
        <translation>测量于 %1；保存为 %2。</translation>
    </message>
    <message>
        <source>Catalog problems</source>
        <translation>目录问题</translation>
    </message>
    <message>
        <source>Some catalog entries could not be loaded and were skipped.</source>
        <translation>部分目录条目无法加载，已被跳过。</translation>
    </message>
    <message>
        <source>Correct the files listed in the details and restart GPU Planner. &lt;nobr&gt;&lt;tt&gt;gpu-planner-cli catalog validate FILE&lt;/tt&gt;&lt;/nobr&gt; checks a file without starting the app.</source>
        <translation>请修正详情中列出的文件，然后重新启动 GPU Planner。&lt;nobr&gt;&lt;tt&gt;gpu-planner-cli catalog validate FILE&lt;/tt&gt;&lt;/nobr&gt; 无需启动程序即可检查文件。</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>关于 GPU Planner</translation>
    </message>
    <message>
        <source>Select an instance with a measured GPU: the details pane shows measured beside the datasheet, and Compare adds measured rows.</source>
        <translation>选择一个使用已测 GPU 的实例：详情面板会在规格表旁显示实测数据，比较中也会增加实测行。</translation>
    </message>
    <message>
        <source>Add to Plan</source>
        <translation>加入计划</translation>
    </message>
    <message>
        <source>catalog as of %1 (%2)</source>
        <translation>目录截至 %1（%2）</translation>
    </message>
    <message>
        <source>Prices updated</source>
        <translation>价格已更新</translation>
    </message>
    <message>
        <source>&amp;Update Prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>Reading the catalog…</source>
        <translation>正在读取目录…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;Choose and cost GPU cloud servers across providers.&lt;/p&gt;&lt;p&gt;Every figure in the built-in catalog carries its source and as-of date.&lt;/p&gt;&lt;p&gt;Copyright © %3 The GPU Planner developers. GPU Planner is free software under the GNU General Public License, version 3 or any later version (%2); it comes with no warranty. &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;Read the licence&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;跨云厂商选择 GPU 云服务器并测算费用。&lt;/p&gt;&lt;p&gt;内置目录中的每个数据都注明了来源和日期。&lt;/p&gt;&lt;p&gt;版权所有 © %3 GPU Planner 开发者。GPU Planner 是自由软件，依据 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本（%2）授权；不提供任何担保。&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;阅读许可证&lt;/a&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E&amp;xplorer</source>
        <translation>浏览(&amp;X)</translation>
    </message>
    <message>
        <source>Ch&amp;arts</source>
        <translation>图表(&amp;A)</translation>
    </message>
    <message>
        <source>New from S&amp;cenario…</source>
        <translation>从场景新建(&amp;C)…</translation>
    </message>
    <message>
        <source>Catalo&amp;g Sources…</source>
        <translation>目录来源(&amp;G)…</translation>
    </message>
    <message>
        <source>Export Table as CS&amp;V…</source>
        <translation>将表格导出为 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Export Cost Report (PDF)…</source>
        <translation>导出费用报告(&amp;E)（PDF）…</translation>
    </message>
    <message>
        <source>Print Previe&amp;w…</source>
        <translation>打印预览(&amp;W)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>C&amp;olumns…</source>
        <translation>列(&amp;O)…</translation>
    </message>
    <message>
        <source>imported prices as of %1</source>
        <translation>导入的价格截至 %1</translation>
    </message>
    <message>
        <source>&amp;Sort by Current Column</source>
        <translation>按当前列排序(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>1 offer with a price older than %1 months</source>
        <translation>1 个报价的价格早于 %1 个月前</translation>
    </message>
    <message>
        <source>%1 offers with prices older than %2 months</source>
        <translation>%1 个报价的价格早于 %2 个月前</translation>
    </message>
    <message>
        <source>1 offer with an undated price</source>
        <translation>1 个报价的价格未注明日期</translation>
    </message>
    <message>
        <source>%1 offers with undated prices</source>
        <translation>%1 个报价的价格未注明日期</translation>
    </message>
    <message>
        <source>1 instance type shown</source>
        <translation>显示 1 种实例类型</translation>
    </message>
    <message>
        <source>%1 instance types shown</source>
        <translation>显示 %1 种实例类型</translation>
    </message>
    <message>
        <source>(the 1 row matches)</source>
        <translation>（1 行符合）</translation>
    </message>
    <message>
        <source>(all %1 rows match)</source>
        <translation>（全部 %1 行符合）</translation>
    </message>
    <message>
        <source>(%1 of %2 rows match)</source>
        <translation>（%2 行中 %1 行符合）</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferSortFilterProxy</name>
    <message>
        <source>Shown: %1, the best of %2 matching regions.</source>
        <translation>显示：%1，%2 个符合条件的地域中最优的一个。</translation>
    </message>
    <message>
        <source>On demand from %1 to %2 per hour.</source>
        <translation>按需价格每小时 %1 至 %2。</translation>
    </message>
    <message>
        <source>Clear “One row per instance” to see every region.</source>
        <translation>取消勾选“每个实例一行”可查看所有地域。</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>a region, then how many more regions matched</comment>
        <translation>%1 +%2</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferTableModel</name>
    <message>
        <source>No public prices for this instance</source>
        <translation>该实例没有公开价格</translation>
    </message>
    <message>
        <source>No exchange rate from %1 to %2</source>
        <translation>没有从 %1 到 %2 的汇率</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>%1
as of %2</source>
        <translation>%1
价格日期 %2</translation>
    </message>
    <message>
        <source>Converted from %1 at %2</source>
        <translation>按 %2 从 %1 换算</translation>
    </message>
    <message>
        <source>%1 %2, %3 GB %4</source>
        <translation>%1 %2，%3 GB %4</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>/mo</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>/yr</source>
        <translation>/年</translation>
    </message>
    <message>
        <source> per GPU</source>
        <translation> 每 GPU</translation>
    </message>
    <message>
        <source>%1 throughput summed over the instance&apos;s GPUs: measured where the GPU has a measurement, else the dense datasheet figure (INT8 in TOPS)</source>
        <translation>实例所有 GPU 的 %1 算力之和：有实测数据的 GPU 用实测值，否则用规格表稠密数据（INT8 为 TOPS）</translation>
    </message>
    <message>
        <source>Dense %1 throughput summed over the instance&apos;s GPUs (INT8 in TOPS)</source>
        <translation>实例所有 GPU 的稠密 %1 算力之和（INT8 为 TOPS）</translation>
    </message>
    <message>
        <source>%1 TFLOPS (measured where available) per %2 of on-demand price per hour: more is better</source>
        <translation>每 %2 按量计费小时价格所得 %1 TFLOPS（有实测时用实测值）：越高越好</translation>
    </message>
    <message>
        <source>Dense %1 TFLOPS per %2 of on-demand price per hour: more is better</source>
        <translation>每 %2 按量计费小时价格所得稠密 %1 TFLOPS：越高越好</translation>
    </message>
    <message>
        <source>On-demand price per GPU per hour</source>
        <translation>每块 GPU 每小时的按量计费价格</translation>
    </message>
    <message>
        <source>On-demand price per GB of GPU memory per hour</source>
        <translation>每 GB GPU 显存每小时的按量计费价格</translation>
    </message>
    <message>
        <source>Effective hourly rate (upfront spread over the term), cheapest payment option</source>
        <translation>折合每小时价格（预付款分摊到期限内），取最省的付款方式</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU mem GB</source>
        <translation>GPU 显存 GB</translation>
    </message>
    <message>
        <source>Mem BW GB/s</source>
        <translation>显存带宽 GB/s</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Network Gbps</source>
        <translation>网络 Gbps</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM GiB</source>
        <translation>内存 GiB</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>On-demand %1%2%3</source>
        <translation>按量计费 %1%2%3</translation>
    </message>
    <message>
        <source>Spot %1%2%3</source>
        <translation>竞价实例 %1%2%3</translation>
    </message>
    <message>
        <source>1y reserved %1%2%3</source>
        <translation>1 年预留 %1%2%3</translation>
    </message>
    <message>
        <source>3y reserved %1%2%3</source>
        <translation>3 年预留 %1%2%3</translation>
    </message>
    <message>
        <source>TFLOPS per %1/h</source>
        <translation>每 %1/小时 TFLOPS</translation>
    </message>
    <message>
        <source>%1 per GPU-h</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <source>%1 per GB-h</source>
        <translation>每 GB 小时 %1</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>%1: the price may have changed since; check it before you rely on it</source>
        <translation>%1：价格此后可能已变，使用前请核实</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>%1 does not date its prices; these were retrieved on %2</source>
        <translation>%1 未注明其价格的日期；这些价格获取于 %2</translation>
    </message>
    <message>
        <source>%1 (retired)</source>
        <translation>%1（已退役）</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanController</name>
    <message>
        <source>Recover Plan</source>
        <translation>恢复计划</translation>
    </message>
    <message>
        <source>GPU Planner did not close properly. Recover the unsaved changes to &quot;%1&quot; from %2?</source>
        <translation>GPU Planner 上次未正常关闭。是否从 %2 恢复对&quot;%1&quot;未保存的更改？</translation>
    </message>
    <message>
        <source>Recovered unsaved changes</source>
        <translation>已恢复未保存的更改</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes.</source>
        <translation>已恢复未保存的更改。</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>打开计划</translation>
    </message>
    <message>
        <source>GPU Planner plans (*.gpuplan);;All files (*)</source>
        <translation>GPU Planner 计划 (*.gpuplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>%1 is open in another window too: saving here asks first.</source>
        <translation>%1 也在另一个窗口中打开：在此保存前会先询问。</translation>
    </message>
    <message>
        <source>Save Plan As</source>
        <translation>计划另存为</translation>
    </message>
    <message>
        <source>GPU Planner plans (*.gpuplan)</source>
        <translation>GPU Planner 计划 (*.gpuplan)</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>%1 changed on disk since you opened it.</source>
        <translation>%1 在您打开后已在磁盘上被修改。</translation>
    </message>
    <message>
        <source>%1 is open in another window.</source>
        <translation>%1 已在另一个窗口中打开。</translation>
    </message>
    <message>
        <source>Saving here replaces the other version. The previous file is kept as %1.</source>
        <translation>在此保存将替换另一个版本。原文件会保留为 %1。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>GPU Planner</source>
        <translation>GPU Planner</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has unsaved changes.</source>
        <translation>计划&quot;%1&quot;有未保存的更改。</translation>
    </message>
    <message>
        <source>Unsaved changes are not backed up for recovery: %1</source>
        <translation>未保存的更改未能备份以供恢复：%1</translation>
    </message>
    <message>
        <source>A recovery copy of unsaved changes could not be read. It was kept aside, not deleted.</source>
        <translation>无法读取未保存更改的恢复副本。它已被另存一旁，未被删除。</translation>
    </message>
    <message>
        <source>%1 is no longer open in another window; saving here no longer asks.</source>
        <translation>%1 已不在其他窗口中打开；在此保存不再询问。</translation>
    </message>
    <message>
        <source>%1 is open in %2 too: saving here asks first.</source>
        <translation>%1 也在 %2 中打开：在此保存前会先询问。</translation>
    </message>
    <message>
        <source>%1 has no lock (%2): another program may write it meanwhile.</source>
        <translation>%1 没有锁（%2）：其他程序可能同时写入它。</translation>
    </message>
    <message>
        <source>%1 is open in %2.</source>
        <translation>%1 已在 %2 中打开。</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>未命名计划</translation>
    </message>
    <message>
        <source>the file changed on disk since it was opened; reload it or save under another name</source>
        <translation>文件在打开后已在磁盘上被修改；请重新加载，或另存为其他名称</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanModel</name>
    <message>
        <source> (plan)</source>
        <translation>（计划）</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>更改数量</translation>
    </message>
    <message>
        <source>Change start month</source>
        <translation>更改起始月</translation>
    </message>
    <message>
        <source>Change duration</source>
        <translation>更改时长</translation>
    </message>
    <message>
        <source>Change usage</source>
        <translation>更改用量</translation>
    </message>
    <message>
        <source>Change phase</source>
        <translation>更改阶段</translation>
    </message>
    <message>
        <source>Change pricing</source>
        <translation>更改计费方式</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Start month</source>
        <translation>起始月</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Usage h/month</source>
        <translation>用量 小时/月</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Monthly %1</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>%L1 GB</source>
        <translation>%L1 GB</translation>
    </message>
    <message>
        <source>Storage, +%L1 GB a month</source>
        <translation>存储，每月 +%L1 GB</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Data transfer, once</source>
        <translation>数据传输，一次性</translation>
    </message>
    <message>
        <source>Data transfer, per month</source>
        <translation>数据传输，每月</translation>
    </message>
    <message>
        <source>Other, once</source>
        <translation>其他，一次性</translation>
    </message>
    <message>
        <source>Other, per month</source>
        <translation>其他，每月</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanWidget</name>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Usage of items that do not set their own</source>
        <translation>未单独设置用量的计划项所用的用量</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Default usage/month</source>
        <translation>默认每月用量</translation>
    </message>
    <message>
        <source>Budget total</source>
        <translation>总预算</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除所选</translation>
    </message>
    <message>
        <source>Use current catalog prices</source>
        <translation>使用当前目录价格</translation>
    </message>
    <message>
        <source>Replace the prices stored in the plan with the catalog&apos;s (undoable)</source>
        <translation>用目录价格替换计划中保存的价格（可撤销）</translation>
    </message>
    <message>
        <source>Add offers from the Explorer or the comparison (Ctrl+E). Double-click a cell to edit it.</source>
        <translation>从浏览器或比较中添加报价（Ctrl+E）。双击单元格即可编辑。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Add %1 items</source>
        <translation>添加 %1 项</translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation>移除计划项</translation>
    </message>
    <message>
        <source>Remove %1 items</source>
        <translation>移除 %1 项</translation>
    </message>
    <message>
        <source>Change plan settings</source>
        <translation>更改计划设置</translation>
    </message>
    <message>
        <source>Per phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>(no phase)</source>
        <translation>（无阶段）</translation>
    </message>
    <message>
        <source>Per provider</source>
        <translation>按云厂商</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Converted at %1</source>
        <translation>换算汇率 %1</translation>
    </message>
    <message>
        <source>Add offers to see totals per month, phase and provider.</source>
        <translation>添加报价后即可查看按月份、阶段和云厂商的合计。</translation>
    </message>
    <message>
        <source>Budget: %1 of %2 %3 (%4 %)</source>
        <translation>预算：已用 %1 / %2 %3（%4 %）</translation>
    </message>
    <message>
        <source>over from month %1</source>
        <translation>自第 %1 个月起超出</translation>
    </message>
    <message>
        <source>No total budget set.</source>
        <translation>未设置总预算。</translation>
    </message>
    <message>
        <source>Monthly budget exceeded first in month %1.</source>
        <translation>每月预算首次超出于第 %1 个月。</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>The catalog&apos;s prices differ from the ones stored in the plan; the plan keeps its own until you use the current ones:</source>
        <translation>目录中的价格与计划中保存的价格不同；在您选择使用当前价格之前，计划保留自己的价格：</translation>
    </message>
    <message>
        <source>Within %1</source>
        <translation>%1 内</translation>
    </message>
    <message>
        <source>Owed in the %1 after</source>
        <translation>之后 %1 内仍欠</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……另有 %1 条</translation>
    </message>
    <message>
        <source>(no provider)</source>
        <translation>（无提供商）</translation>
    </message>
    <message>
        <source>Per kind</source>
        <translation>按类别</translation>
    </message>
    <message>
        <source>Add storage…</source>
        <translation>添加存储…</translation>
    </message>
    <message>
        <source>Add data transfer…</source>
        <translation>添加数据传输…</translation>
    </message>
    <message>
        <source>Add other cost…</source>
        <translation>添加其他费用…</translation>
    </message>
    <message numerus="yes">
        <source>No totals: %n item(s) cannot be priced (listed above); fix or remove them.</source>
        <translation>
            <numerusform>无合计：%n 个项目无法计价（见上文）；请修正或删除它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget: not known while an item cannot be priced.</source>
        <translation>预算：有项目无法计价时无法得知。</translation>
    </message>
    <message>
        <source>Plan currency</source>
        <translation>计划货币</translation>
    </message>
    <message>
        <source>Change plan currency</source>
        <translation>更改计划货币</translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceUpdateDialog</name>
    <message>
        <source>Update Prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Downloads the current public price file of each checked provider and uses the new prices once every file has been read without a problem. This is the only time GPU Planner uses the network; if a download fails, nothing changes. Each update is kept as a dated file.</source>
        <translation>下载每个勾选云厂商当前公开的价格文件，所有文件都读取无误后再使用新价格。这是 GPU Planner 唯一使用网络的时候；任何下载失败都不会做任何更改。每次更新都按日期保存为一个文件。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <source>Cancel Download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Sources: the built-in list. To use a mirror, put a list in %1 (docs/price-update.md).</source>
        <translation>来源：内置列表。如需使用镜像，请将列表放在 %1（见 docs/price-update.md）。</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Check at least one provider.</source>
        <translation>请至少勾选一个云厂商。</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>正在下载…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>gp::ui::RegionComboBox</name>
    <message>
        <source>All regions</source>
        <translation>所有地域</translation>
    </message>
</context>
<context>
    <name>gp::ui::ReportOptionsDialog</name>
    <message>
        <source>Export Cost Report</source>
        <translation>导出成本报告</translation>
    </message>
    <message>
        <source>optional: shown as &quot;Prepared by&quot;</source>
        <translation>可选：显示为“编制人”</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美国信纸（Letter）</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>纵向</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>横向</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>方向(&amp;O)：</translation>
    </message>
    <message>
        <source>Choose File…</source>
        <translation>选择文件…</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioWizard</name>
    <message>
        <source>New from Scenario</source>
        <translation>从场景新建</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>What will the GPUs do?</source>
        <translation>GPU 要做什么？</translation>
    </message>
    <message>
        <source>The workload decides what matters: compute, memory, interconnect, latency or FP64.</source>
        <translation>负载决定了关键因素：算力、显存、互联、延迟还是 FP64。</translation>
    </message>
    <message>
        <source>Pre-training a model on many tokens. Large models need 4–8+ A100/H100-class GPUs per node; interconnect and multi-node efficiency matter.</source>
        <translation>用大量 token 预训练模型。大模型每个节点需要 4–8 块以上 A100/H100 级 GPU；互联和多节点效率很重要。</translation>
    </message>
    <message>
        <source>Fine-tuning an existing model. Single-GPU compute and memory matter; optionally serve the model afterwards (train, then serve).</source>
        <translation>微调已有模型。单卡算力和显存很重要；也可在之后部署该模型（先训练，再推理服务）。</translation>
    </message>
    <message>
        <source>Serving a model in real time. Memory bandwidth, latency per token and concurrency matter; T4/A10/L4-class GPUs are often enough.</source>
        <translation>实时提供模型推理服务。显存带宽、每 token 延迟和并发很重要；T4/A10/L4 级 GPU 往往已经足够。</translation>
    </message>
    <message>
        <source>Rendering frames. Each GPU works alone: VRAM for the scene and FP32 throughput matter.</source>
        <translation>渲染画面。每块 GPU 独立工作：场景所需显存和 FP32 算力很重要。</translation>
    </message>
    <message>
        <source>Simulation in double precision. Only GPUs with real FP64 units qualify (not T4, L4, A10, L40S or RTX cards).</source>
        <translation>双精度仿真。只有具备真正 FP64 单元的 GPU 才符合（T4、L4、A10、L40S 和 RTX 系列不行）。</translation>
    </message>
    <message>
        <source>How big is the work?</source>
        <translation>工作量有多大？</translation>
    </message>
    <message>
        <source>e.g. 7B, 70e9</source>
        <translation>例如 7B、70e9</translation>
    </message>
    <message>
        <source>e.g. 2T, 200B</source>
        <translation>例如 2T、200B</translation>
    </message>
    <message>
        <source>e.g. 1e21 (optional for training)</source>
        <translation>例如 1e21（训练时可不填）</translation>
    </message>
    <message>
        <source>Activation recomputation (8·N·D instead of 6·N·D)</source>
        <translation>激活重计算（8·N·D 而不是 6·N·D）</translation>
    </message>
    <message>
        <source>default 0.40, reduced by interconnect scaling</source>
        <translation>默认 0.40，并按互联扩展效率折减</translation>
    </message>
    <message>
        <source>Serve the model afterwards (adds an inference phase)</source>
        <translation>训练后部署该模型（增加推理阶段）</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source> ms per token</source>
        <translation> 毫秒/token</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>not limited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>(give FLOPs instead)</source>
        <translation>（改为填写 FLOPs）</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Model size N. Training needs about 18 bytes of GPU memory per parameter, spread over the GPUs; serving needs the weights (2 bytes at FP16) plus the KV cache.</source>
        <translation>模型规模 N。训练每个参数约需 18 字节 GPU 显存，分布在各块 GPU 上；推理需要权重（FP16 下每个 2 字节）加上 KV 缓存。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Training tokens D; the work is 6·N·D FLOPs.</source>
        <translation>训练 token 数 D；计算量为 6·N·D FLOPs。</translation>
    </message>
    <message>
        <source>Total FLOPs</source>
        <translation>总 FLOPs</translation>
    </message>
    <message>
        <source>The whole job&apos;s floating-point operations, when you know them (e.g. samples × FLOPs per sample). Replaces 6·N·D.</source>
        <translation>整个任务的浮点运算次数（如果已知，例如样本数 × 每样本 FLOPs）。将代替 6·N·D。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>The datasheet&apos;s dense peak at this precision is the throughput ceiling; for serving it also sets the bytes per weight.</source>
        <translation>规格表在该精度下的稠密峰值是算力上限；推理时它还决定每个权重的字节数。</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Optional: the end-to-end share of peak you expect (0–1). Leave empty for 0.40 × scaling.</source>
        <translation>可选：预期达到峰值的端到端比例（0–1）。留空则为 0.40 × 扩展系数。</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Requests per second the service must answer.</source>
        <translation>服务每秒需要应答的请求数。</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Tokens held per sequence (prompt + answer): its KV cache must fit beside the weights.</source>
        <translation>每个序列保留的 token 数（提示 + 回答）：其 KV 缓存必须与权重一起装入显存。</translation>
    </message>
    <message>
        <source>Answer length</source>
        <translation>回答长度</translation>
    </message>
    <message>
        <source>Tokens generated per request.</source>
        <translation>每个请求生成的 token 数。</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Longest acceptable time per generated token.</source>
        <translation>每生成一个 token 可接受的最长时间。</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服务期</translation>
    </message>
    <message>
        <source>How long the service runs.</source>
        <translation>服务运行多长时间。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Render: the scene, which must fit each GPU. Science: the working set, spread over all GPUs.</source>
        <translation>渲染：场景，必须装入每块 GPU。科学计算：工作集，分布在所有 GPU 上。</translation>
    </message>
    <message>
        <source>Reference GPU</source>
        <translation>参考 GPU</translation>
    </message>
    <message>
        <source>Render: a GPU you have timed the job on.</source>
        <translation>渲染：您实测过该任务的 GPU。</translation>
    </message>
    <message>
        <source>Hours on it</source>
        <translation>所需小时数</translation>
    </message>
    <message>
        <source>How long the whole job takes on one reference GPU.</source>
        <translation>整个任务在一块参考 GPU 上所需的时间。</translation>
    </message>
    <message>
        <source>The model and the traffic it must serve.</source>
        <translation>模型及其需要承载的流量。</translation>
    </message>
    <message>
        <source>Give parameters and tokens, or the total FLOPs, of the job.</source>
        <translation>请填写任务的参数量和 token 数，或总 FLOPs。</translation>
    </message>
    <message>
        <source>What are the limits?</source>
        <translation>有哪些限制？</translation>
    </message>
    <message>
        <source>Configurations that break a limit are left out; the results say which limit left nothing when none is left.</source>
        <translation>违反限制的配置会被排除；如果没有剩下任何配置，结果会说明是哪项限制造成的。</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>The job must finish within this time (spot rework included).</source>
        <translation>任务必须在此时间内完成（含竞价实例返工）。</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>The most the whole job may cost; results are shown in this currency.</source>
        <translation>整个任务的费用上限；结果以此货币显示。</translation>
    </message>
    <message>
        <source>The work can be interrupted and resumed (allows spot offers)</source>
        <translation>任务可以中断后恢复（允许竞价实例）</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>all regions</source>
        <translation>所有地域</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. us-east-1, cn-beijing.</source>
        <translation>逗号分隔，例如 us-east-1, cn-beijing。</translation>
    </message>
    <message>
        <source>Balanced (cost × time)</source>
        <translation>均衡（费用 × 时间）</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>费用最低</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>时间最短</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>排序方式</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Ranked configurations</source>
        <translation>排序后的配置</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Add to &amp;Comparison</source>
        <translation>加入比较(&amp;C)</translation>
    </message>
    <message>
        <source>Add to &amp;Plan</source>
        <translation>加入计划(&amp;P)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number above 0 (write 7B, 70e9 or 2T).</source>
        <translation>%1：&quot;%2&quot;不是大于 0 的数（可写 7B、70e9 或 2T）。</translation>
    </message>
    <message>
        <source>Utilisation: give a share above 0 and at most 1, such as 0.35.</source>
        <translation>利用率：请填写大于 0 且不超过 1 的比例，例如 0.35。</translation>
    </message>
    <message>
        <source>Budget: &quot;%1&quot; is not an amount above 0.</source>
        <translation>预算：&quot;%1&quot;不是大于 0 的金额。</translation>
    </message>
    <message>
        <source>Give the parameters and the tokens, or the total FLOPs.</source>
        <translation>请填写参数量和 token 数，或总 FLOPs。</translation>
    </message>
    <message>
        <source>Serving the model afterwards needs its parameters.</source>
        <translation>训练后部署该模型需要填写参数量。</translation>
    </message>
    <message>
        <source>Give the model&apos;s parameters.</source>
        <translation>请填写模型的参数量。</translation>
    </message>
    <message>
        <source>Give the total FLOPs, or a reference GPU and the hours the job takes on it.</source>
        <translation>请填写总 FLOPs，或参考 GPU 及任务在其上所需的小时数。</translation>
    </message>
    <message>
        <source>Give the total FLOPs of the simulation.</source>
        <translation>请填写仿真的总 FLOPs。</translation>
    </message>
    <message>
        <source>No GPU in the catalog publishes a %1 figure; choose another precision.</source>
        <translation>目录中没有 GPU 公布 %1 数据；请选择其他精度。</translation>
    </message>
    <message>
        <source>Tick at least one provider.</source>
        <translation>请至少勾选一个云厂商。</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最省</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>train + serve</source>
        <translation>训练 + 推理</translation>
    </message>
    <message>
        <source>No configuration meets the constraints.</source>
        <translation>没有满足约束的配置。</translation>
    </message>
    <message>
        <source>%1 configurations considered; the best %2 by %3, totals in %4.</source>
        <translation>共考虑 %1 种配置；按%3排出最好的 %2 种，合计以 %4 计。</translation>
    </message>
    <message>
        <source>Train, then serve: %1 in all.</source>
        <translation>先训练，再推理服务：共 %1。</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Select a result first.</source>
        <translation>请先选择一个结果。</translation>
    </message>
    <message>
        <source>Added 1 offer to the comparison.</source>
        <translation>已将 1 个报价加入比较。</translation>
    </message>
    <message>
        <source>Added %1 offers to the comparison.</source>
        <translation>已将 %1 个报价加入比较。</translation>
    </message>
    <message>
        <source>Add %1 from scenario</source>
        <translation>从场景添加 %1</translation>
    </message>
    <message>
        <source>Add %1 items from scenario</source>
        <translation>从场景添加 %1 项</translation>
    </message>
    <message>
        <source>Added 1 item to the plan.</source>
        <translation>已向计划添加 1 项。</translation>
    </message>
    <message>
        <source>Added %1 items to the plan.</source>
        <translation>已向计划添加 %1 项。</translation>
    </message>
    <message>
        <source>× %1 in %2, %3</source>
        <translation>× %1，地域 %2，%3</translation>
    </message>
    <message>
        <source> (phase: %1)</source>
        <translation>（阶段：%1）</translation>
    </message>
    <message>
        <source>Custom (give its size below)</source>
        <translation>自定义（在下方给出规模）</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>not known (multi-head assumed)</source>
        <translation>未知（按多头注意力估算）</translation>
    </message>
    <message>
        <source>keep every configuration</source>
        <translation>保留所有配置</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A published model fills its size and shape (layers, key/value heads) from its configuration; Custom takes them below.</source>
        <translation>已发布的模型按其公开配置填入规模和结构（层数、键/值头）；自定义则在下方填写。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Custom model: its layers, for the KV cache.</source>
        <translation>自定义模型：层数，用于计算 KV 缓存。</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头</translation>
    </message>
    <message>
        <source>Custom model: heads that keep keys and values. Grouped-query models keep fewer than their attention heads, and their KV cache is that much smaller.</source>
        <translation>自定义模型：保存键和值的头数。分组查询注意力模型的键/值头少于注意力头，KV 缓存也相应更小。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Custom model: the width of one attention head.</source>
        <translation>自定义模型：单个注意力头的宽度。</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调方式</translation>
    </message>
    <message>
        <source>Full trains every weight (18 bytes per parameter); LoRA trains small adapters beside frozen weights; QLoRA keeps the frozen weights in 4 bits.</source>
        <translation>全参数微调训练所有权重（每参数 18 字节）；LoRA 在冻结权重旁训练小型适配器；QLoRA 以 4 位保存冻结权重。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>The rank of the adapters.</source>
        <translation>适配器的秩。</translation>
    </message>
    <message>
        <source>Minimum scaling</source>
        <translation>最低扩展效率</translation>
    </message>
    <message>
        <source>Clusters whose gradient exchange leaves less than this share of the GPUs&apos; time for computing are left out.</source>
        <translation>梯度交换使 GPU 用于计算的时间占比低于此值的集群将被排除。</translation>
    </message>
    <message>
        <source>Give the parameters below.</source>
        <translation>请在下方给出参数量。</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token (%3 of %4 experts): compute follows the active, memory the total.</source>
        <translation>%1 参数，每词元激活 %2（%4 个专家中的 %3 个）：计算量按激活参数，显存按总参数。</translation>
    </message>
    <message>
        <source>%1 parameters.</source>
        <translation>%1 参数。</translation>
    </message>
    <message>
        <source>KV cache: %1.</source>
        <translation>KV 缓存：%1。</translation>
    </message>
    <message>
        <source>KV cache: the shape is not known, so a multi-head model of this size is assumed (an over-estimate for grouped-query models).</source>
        <translation>KV 缓存：结构未知，按同等规模的多头注意力模型估算（对分组查询注意力模型偏高）。</translation>
    </message>
    <message>
        <source>Source: %1 (as of %2).</source>
        <translation>来源：%1（截至 %2）。</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Scaling efficiency: the share of the compute left after the gradient exchange that the backward pass does not hide (training with a known model)</source>
        <translation>扩展效率：扣除反向传播未能掩盖的梯度交换时间后，计算所占的比例（已知模型的训练）</translation>
    </message>
    <message>
        <source>%1 GB of object storage</source>
        <translation>%1 GB 对象存储</translation>
    </message>
    <message>
        <source>%1 GB a month out to the internet</source>
        <translation>每月 %1 GB 出网到互联网</translation>
    </message>
    <message>
        <source>%1 of them for storage or egress.</source>
        <translation>其中 %1 项为存储或出网流量。</translation>
    </message>
    <message>
        <source>Not added: %1 (add it on the Plan tab with your own price).</source>
        <translation>未添加：%1（可在“计划”页用您自己的价格添加）。</translation>
    </message>
    <message>
        <source>Add &amp;storage for the data set and checkpoints, keeping</source>
        <translation>为数据集和检查点添加存储(&amp;S)，保留</translation>
    </message>
    <message>
        <source> checkpoints</source>
        <translation> 个检查点</translation>
    </message>
    <message>
        <source>Add &amp;egress for serving, responses of</source>
        <translation>为推理服务添加出网流量(&amp;E)，每个响应</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>Cheapest: %1 × %2, %3, %4.</source>
        <translation>最省：%1 × %2，%3，%4。</translation>
    </message>
    <message>
        <source>Fastest: %1 × %2, %3, %4.</source>
        <translation>最快：%1 × %2，%3，%4。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>gp::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Currency and exchange rates</source>
        <translation>货币与汇率</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>显示货币</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation>每美元单位数</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Edit a rate and its date; your rates are kept in
%1</source>
        <translation>可编辑汇率及其日期；您的汇率保存在
%1</translation>
    </message>
    <message>
        <source>Costs and plans</source>
        <translation>费用与计划</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>New plans: hours per month</source>
        <translation>新计划：每月小时数</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>Default horizon</source>
        <translation>默认测算期</translation>
    </message>
    <message>
        <source> h/month</source>
        <translation> 小时/月</translation>
    </message>
    <message>
        <source>Default usage</source>
        <translation>默认用量</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Work redone after spot interruptions, added to spot costs</source>
        <translation>竞价实例中断后需重做的工作，计入竞价费用</translation>
    </message>
    <message>
        <source>Spot rework overhead</source>
        <translation>竞价实例返工开销</translation>
    </message>
    <message>
        <source>Cheapest region</source>
        <translation>最便宜的地域</translation>
    </message>
    <message>
        <source>The region the explorer shows first</source>
        <translation>浏览器优先显示的地域</translation>
    </message>
    <message>
        <source>Preferred region</source>
        <translation>首选地域</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量结果</translation>
    </message>
    <message>
        <source>Use measured throughput for estimates and rankings</source>
        <translation>在估算和排名中使用实测算力</translation>
    </message>
    <message>
        <source>Where a GPU model has a gpu-probe measurement (File → Import Measurements), the scenario wizard, the TFLOPS columns and the value charts use the measured figures instead of the datasheet&apos;s</source>
        <translation>对于有 gpu-probe 测量结果的 GPU 型号（文件 → 导入测量结果），场景向导、TFLOPS 列和性价比图表将使用实测数据代替规格表数据</translation>
    </message>
    <message>
        <source>No measurements imported yet.</source>
        <translation>尚未导入测量结果。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) measured.</source>
        <translation>
            <numerusform>已测量 %n 种 GPU 型号。</numerusform>
        </translation>
    </message>
    <message>
        <source>Negotiated discounts</source>
        <translation>协议折扣</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Discount %</source>
        <translation>折扣 %</translation>
    </message>
    <message>
        <source>set in Settings</source>
        <translation>在设置中设定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>A new language applies the next time GPU Planner starts.</source>
        <translation>新的语言将在下次启动 GPU Planner 时生效。</translation>
    </message>
</context>
<context>
    <name>gp::ui::UsageItemDialog</name>
    <message>
        <source>Add storage</source>
        <translation>添加存储</translation>
    </message>
    <message>
        <source>Add data transfer</source>
        <translation>添加数据传输</translation>
    </message>
    <message>
        <source>Add other cost</source>
        <translation>添加其他费用</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>a support plan, licences, a leased line…</source>
        <translation>技术支持计划、许可证、专线…</translation>
    </message>
    <message>
        <source>&amp;What it is</source>
        <translation>用途(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>金额(&amp;A)</translation>
    </message>
    <message>
        <source>Paid to</source>
        <translation>收款方</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>云厂商(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Region</source>
        <translation>区域(&amp;R)</translation>
    </message>
    <message>
        <source>Object storage (standard class)</source>
        <translation>对象存储（标准类型）</translation>
    </message>
    <message>
        <source>Block storage (general-purpose SSD)</source>
        <translation>块存储（通用型 SSD）</translation>
    </message>
    <message>
        <source>&amp;Class</source>
        <translation>类别(&amp;C)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>&amp;Stored in the first month</source>
        <translation>首月存储量(&amp;S)</translation>
    </message>
    <message>
        <source> GB a month</source>
        <translation> GB/月</translation>
    </message>
    <message>
        <source>GB added each later month: checkpoints, new data</source>
        <translation>此后每月新增的 GB：检查点、新数据</translation>
    </message>
    <message>
        <source>&amp;Growth</source>
        <translation>增长(&amp;G)</translation>
    </message>
    <message>
        <source>Every month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>from month </source>
        <translation>起始月份 </translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>&amp;Months</source>
        <translation>月份(&amp;M)</translation>
    </message>
    <message>
        <source>P&amp;hase</source>
        <translation>阶段(&amp;H)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>My own price per GB</source>
        <translation>使用我自己的每 GB 价格</translation>
    </message>
    <message>
        <source>Add to Plan</source>
        <translation>加入计划</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>每 GB·月</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4, as of %5%6</source>
        <translation>%1：%2 %3 %4，截至 %5%6</translation>
    </message>
    <message>
        <source>The catalog has no published %1 price for %2 in %3. Give the price you pay:</source>
        <translation>目录中没有 %2 在 %3 公开的%1价格。请给出您支付的价格：</translation>
    </message>
    <message>
        <source>this region</source>
        <translation>此区域</translation>
    </message>
    <message>
        <source>given in the plan</source>
        <translation>在计划中给出</translation>
    </message>
    <message>
        <source>Give the price per GB.</source>
        <translation>请给出每 GB 价格。</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>months %1–%2</source>
        <translation>第 %1–%2 个月</translation>
    </message>
    <message>
        <source>Adds %1 %2 over %3 (%4); the plan comes to %5 %6.</source>
        <translation>增加 %1 %2，共 %3（%4）；计划合计 %5 %6。</translation>
    </message>
</context>
<context>
    <name>gp::ui::UserGuideDialog</name>
    <message>
        <source>GPU Planner User Guide</source>
        <translation>GPU Planner 用户指南</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
</context>
</TS>
